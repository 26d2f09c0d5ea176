/** The ten UK regions the site files events under (the spec's nine plus Yorkshire). */
export interface Region {
  value: string;
  label: string;
  description: string;
  cities: string[];
  latitude: number;
  longitude: number;
}

export const REGIONS: readonly Region[] = [
  {
    value: 'london',
    label: 'London',
    description: 'The capital: parks, arenas and the biggest city festivals.',
    cities: ['London', 'Greenwich', 'Richmond'],
    latitude: 51.5074,
    longitude: -0.1278,
  },
  {
    value: 'southeast',
    label: 'South East',
    description: 'From the Kent coast to the Thames Valley and the East of England.',
    cities: ['Brighton', 'Oxford', 'Reading', 'Cambridge', 'Canterbury'],
    latitude: 51.3,
    longitude: 0.2,
  },
  {
    value: 'southwest',
    label: 'South West',
    description: 'Cornwall, Devon, Somerset and the West Country festival fields.',
    cities: ['Bristol', 'Bath', 'Exeter', 'Plymouth', 'Glastonbury'],
    latitude: 50.9,
    longitude: -3.3,
  },
  {
    value: 'midlands',
    label: 'Midlands',
    description: 'The heart of England, from Birmingham to the Peak District.',
    cities: ['Birmingham', 'Nottingham', 'Leicester', 'Derby', 'Coventry'],
    latitude: 52.6,
    longitude: -1.6,
  },
  {
    value: 'northwest',
    label: 'North West',
    description: 'Manchester, Liverpool, the Lakes and the Lancashire coast.',
    cities: ['Manchester', 'Liverpool', 'Lancaster', 'Blackpool', 'Kendal'],
    latitude: 53.8,
    longitude: -2.6,
  },
  {
    value: 'northeast',
    label: 'North East',
    description: 'Newcastle, Durham and the Northumberland coast.',
    cities: ['Newcastle', 'Durham', 'Sunderland', 'Middlesbrough'],
    latitude: 54.97,
    longitude: -1.61,
  },
  {
    value: 'yorkshire',
    label: 'Yorkshire',
    description: 'Leeds, Sheffield, York, the Dales and the coast at Whitby.',
    cities: ['Leeds', 'Sheffield', 'York', 'Whitby', 'Harrogate'],
    latitude: 53.96,
    longitude: -1.3,
  },
  {
    value: 'scotland',
    label: 'Scotland',
    description: 'Edinburgh in August, Glasgow, the Highlands and the islands.',
    cities: ['Edinburgh', 'Glasgow', 'Aberdeen', 'Inverness', 'Dundee'],
    latitude: 56.49,
    longitude: -4.2,
  },
  {
    value: 'wales',
    label: 'Wales',
    description: 'Cardiff, Hay-on-Wye, Snowdonia and the Welsh coast.',
    cities: ['Cardiff', 'Swansea', 'Hay-on-Wye', 'Llangollen', 'Abergavenny'],
    latitude: 52.13,
    longitude: -3.78,
  },
  {
    value: 'northern-ireland',
    label: 'Northern Ireland',
    description: 'Belfast, Derry~Londonderry and the Causeway Coast.',
    cities: ['Belfast', 'Derry', 'Armagh', 'Portrush'],
    latitude: 54.6,
    longitude: -6.5,
  },
];

export const REGION_VALUES = REGIONS.map((r) => r.value);

export function regionLabel(value: string): string {
  return REGIONS.find((r) => r.value === value)?.label ?? value;
}
