import ICAL from 'ical.js';
import { buildIcs } from './calendar-ics';

const base = {
  id: 'abc',
  description: 'Line one\nLine two; with, punctuation',
  location: 'Maes yr Eisteddfod, Pontypridd',
  startDate: '2027-08-01',
  endDate: '2027-08-08',
  url: 'https://example.com/event/abc',
};
// Many two-octet letters: counted in UTF-16 units this fits one 75-character line, in octets it does not.
const WELSH = 'Gŵyl Gerddoriaeth â Chân: Eisteddfod Genedlaethol Cymru — ŵŷâêîôû ŴŶÂÊÎÔÛ ëïöü äéèà Llŷn a Môn, Aberdâr';
// Four-octet characters (surrogate pairs in UTF-16), including a flag built from tag characters.
const EMOJI = '🎉🎶🏴󠁧󠁢󠁷󠁬󠁳󠁿 Gŵyl Fach y Fro 🎪🎸🥁🎺🎻🪕🎤🎧 Noson Lawen 🍺🍔🌭🎡🎢🎠 🌈☀️🌧️ Diolch! 🙌';

/** What a calendar application reads back from the file. */
function parse(ics: string) {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  return { event, vevent: event.component };
}

/** The file as octets, decoded again: a character split in two would come back as U+FFFD. */
function overTheWire(ics: string): string {
  return new TextDecoder('utf-8').decode(new TextEncoder().encode(ics));
}

describe('the .ics file', () => {
  it('has no file without a start date', () => {
    expect(buildIcs({ ...base, title: 'x', startDate: null })).toBeNull();
  });

  it.each([
    ['Welsh accented letters', WELSH],
    ['emoji', EMOJI],
  ])('keeps a title with %s intact, in lines of at most 75 octets', (_, title) => {
    const ics = buildIcs({ ...base, title }, new Date('2027-01-01T00:00:00Z'))!;
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const received = overTheWire(ics);
    expect(received).not.toContain('\uFFFD');
    expect(parse(received).event.summary).toBe(title);
  });

  it('writes an all-day VEVENT that a real parser reads back field for field', () => {
    const ics = buildIcs({ ...base, title: 'Proms; Last Night, 2027' }, new Date('2027-01-01T00:00:00Z'))!;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('PRODID:-//Festival Finder//Events//EN');
    const { event, vevent } = parse(ics);
    expect(event.summary).toBe('Proms; Last Night, 2027');
    expect(event.description).toBe(base.description);
    expect(event.location).toBe(base.location);
    expect(event.uid).toBe('abc@festivalfinder');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-08-01');
    // DTEND is exclusive: the day after the last day.
    expect(event.endDate.toString()).toBe('2027-08-09');
    expect(String(vevent.getFirstPropertyValue('url'))).toBe(base.url);
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2027-01-01T00:00:00Z');
  });

  it('makes a one-day event end the next day', () => {
    const { event } = parse(buildIcs({ ...base, title: 'Up Helly Aa', startDate: '2027-01-26', endDate: null })!);
    expect(event.startDate.toString()).toBe('2027-01-26');
    expect(event.endDate.toString()).toBe('2027-01-27');
  });
});
