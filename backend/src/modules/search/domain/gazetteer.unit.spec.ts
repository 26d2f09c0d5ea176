import { parseIntent } from './parse-intent';
import { gazetteer } from './gazetteer';
import { normalizeText } from './text';
import { UK_AREAS, UK_PLACES } from './uk-places.data';
import { REGION_VALUES } from '../../events/contracts/regions';

/** Every festival town of the reference catalogue, with its site region (copied facts). */
const CATALOGUE_CITIES: Array<[string, string]> = [
  ['Abergavenny', 'wales'],
  ['Aldermaston', 'southeast'],
  ['Alnwick', 'northeast'],
  ['Ambleside', 'northwest'],
  ['Armagh', 'northern-ireland'],
  ['Bakewell', 'midlands'],
  ['Ballycastle', 'northern-ireland'],
  ['Bangor', 'northern-ireland'],
  ['Barry', 'wales'],
  ['Bath', 'southwest'],
  ['Beal', 'northeast'],
  ['Beauly', 'scotland'],
  ['Belfast', 'northern-ireland'],
  ['Birmingham', 'midlands'],
  ['Bishop Auckland', 'northeast'],
  ['Blackdown Hills', 'southwest'],
  ['Blackpool', 'northwest'],
  ['Bowmore', 'scotland'],
  ['Bradford', 'yorkshire'],
  ['Braemar', 'scotland'],
  ['Brecon', 'wales'],
  ['Brighton', 'southeast'],
  ['Bristol', 'southwest'],
  ['Broadstairs', 'southeast'],
  ['Brockworth', 'southwest'],
  ['Builth Wells', 'wales'],
  ['Buxton', 'midlands'],
  ['Cambridge', 'southeast'],
  ['Cardiff', 'wales'],
  ['Cardigan', 'wales'],
  ['Castle Donington', 'midlands'],
  ['Charlbury', 'southeast'],
  ['Cheltenham', 'southwest'],
  ['Chichester', 'southeast'],
  ['Chippenham', 'southwest'],
  ['Conwy', 'wales'],
  ['Cowes', 'southeast'],
  ['Crickhowell', 'wales'],
  ['Cropredy', 'southeast'],
  ['Daresbury', 'northwest'],
  ['Dartmouth', 'southwest'],
  ['Derry~Londonderry', 'northern-ireland'],
  ['Dufftown', 'scotland'],
  ['Dunoon', 'scotland'],
  ['Durham', 'northeast'],
  ['Ebbw Vale', 'wales'],
  ['Edinburgh', 'scotland'],
  ['Egremont', 'northwest'],
  ['Elmore', 'southwest'],
  ['Fairlie', 'scotland'],
  ['Falmouth', 'southwest'],
  ['Fleetwood', 'northwest'],
  ['Fort William', 'scotland'],
  ['Gateshead', 'northeast'],
  ['Glasgow', 'scotland'],
  ['Grasmere', 'northwest'],
  ['Haddington', 'scotland'],
  ['Harrogate', 'yorkshire'],
  ['Hay-on-Wye', 'wales'],
  ['Henley-on-Thames', 'southeast'],
  ['Hexham', 'northeast'],
  ['Hillsborough', 'northern-ireland'],
  ['Horton-in-Ribblesdale', 'yorkshire'],
  ['Hull', 'yorkshire'],
  ['Ilkley', 'yorkshire'],
  ['Kelmarsh', 'midlands'],
  ['Kendal', 'northwest'],
  ['Keswick', 'northwest'],
  ['Kingham', 'southeast'],
  ['Kirkwall', 'scotland'],
  ['Lawrenny', 'wales'],
  ['Leeds', 'yorkshire'],
  ['Leicester', 'midlands'],
  ['Lerwick', 'scotland'],
  ['Lewes', 'southeast'],
  ['Limavady', 'northern-ireland'],
  ['Lisburn', 'northern-ireland'],
  ['Liverpool', 'northwest'],
  ['Llanberis', 'wales'],
  ['Llanfaethlu', 'wales'],
  ['Llangollen', 'wales'],
  ['Llanwrtyd Wells', 'wales'],
  ['London', 'london'],
  ['Longborough', 'southwest'],
  ['Ludlow', 'midlands'],
  ['Lulworth', 'southwest'],
  ['Lytham St Annes', 'northwest'],
  ['Macclesfield', 'northwest'],
  ['Machynlleth', 'wales'],
  ['Malmesbury', 'southwest'],
  ['Malton', 'yorkshire'],
  ['Malvern', 'midlands'],
  ['Manchester', 'northwest'],
  ['Middlesbrough', 'northeast'],
  ['Moira', 'midlands'],
  ['Morpeth', 'northeast'],
  ['Newark', 'midlands'],
  ['Newcastle upon Tyne', 'northeast'],
  ['Newchurch', 'southeast'],
  ['Newport', 'southeast'],
  ['Newquay', 'southwest'],
  ['Norwich', 'southeast'],
  ['Nottingham', 'midlands'],
  ['Ottery St Mary', 'southwest'],
  ['Padstow', 'southwest'],
  ['Penrith', 'northwest'],
  ['Pikehall', 'midlands'],
  ['Pilton', 'southwest'],
  ['Porthleven', 'southwest'],
  ['Portsmouth', 'southeast'],
  ['Portstewart', 'northern-ireland'],
  ['Reading', 'southeast'],
  ['Rostrevor', 'northern-ireland'],
  ['Rothbury', 'northeast'],
  ['Scholar Green', 'northwest'],
  ['Sheffield', 'yorkshire'],
  ['Shrewsbury', 'midlands'],
  ['Sidmouth', 'southwest'],
  ['Snape', 'southeast'],
  ['Southwold', 'southeast'],
  ['St Asaph', 'wales'],
  ['Stocksfield', 'northeast'],
  ['Stockton-on-Tees', 'northeast'],
  ['Stokenchurch', 'southeast'],
  ['Stornoway', 'scotland'],
  ['Stratford-upon-Avon', 'midlands'],
  ['Stromness', 'scotland'],
  ['Sykehouse', 'yorkshire'],
  ['Tenby', 'wales'],
  ['Tollard Royal', 'southwest'],
  ['Topcliffe', 'yorkshire'],
  ['Totnes', 'southwest'],
  ['Tregynon', 'wales'],
  ['Tynemouth', 'northeast'],
  ['Uckfield', 'southeast'],
  ['Wadebridge', 'southwest'],
  ['Walton-on-Trent', 'midlands'],
  ['Warwick', 'midlands'],
  ['Wetherby', 'yorkshire'],
  ['Whitby', 'yorkshire'],
  ['Whitstable', 'southeast'],
  ['Winchester', 'southeast'],
  ['Windermere', 'northwest'],
  ['Worcester', 'midlands'],
  ['Wrexham', 'wales'],
  ['Wymeswold', 'midlands'],
  ['York', 'yorkshire'],
];

const TODAY = '2026-11-22';

describe('UK gazetteer', () => {
  it('holds at least 250 towns and cities across all ten regions', () => {
    expect(UK_PLACES.length).toBeGreaterThanOrEqual(250);
    for (const region of REGION_VALUES) {
      expect(UK_PLACES.filter((p) => p[1] === region).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('files every place and area under one of the ten site regions, inside the UK', () => {
    for (const [name, region, lat, lon] of [...UK_PLACES, ...UK_AREAS]) {
      expect({ name, ok: REGION_VALUES.includes(region) }).toEqual({ name, ok: true });
      expect(lat).toBeGreaterThan(49.8);
      expect(lat).toBeLessThan(60.9);
      expect(lon).toBeGreaterThan(-8.2);
      expect(lon).toBeLessThan(1.8);
    }
  });

  it.each(CATALOGUE_CITIES)('knows the catalogue town %s (%s)', (city, region) => {
    const places = gazetteer().places.get(normalizeText(city)) ?? [];
    expect(places.map((p) => p.region)).toContain(region);
  });

  it('resolves catalogue towns typed in a query to a location in the right region', () => {
    const unique = CATALOGUE_CITIES.filter(([city]) => (gazetteer().places.get(normalizeText(city)) ?? []).length === 1);
    for (const [city, region] of unique) {
      const intent = parseIntent(`festivals in ${city}`, TODAY);
      expect({ city, location: intent.locations[0]?.name, region: intent.locations[0]?.region }).toEqual({
        city,
        location: expect.any(String),
        region,
      });
    }
  });
});
