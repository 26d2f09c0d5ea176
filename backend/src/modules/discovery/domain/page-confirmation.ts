import { titleKey } from './duplicates';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The page names the event: every significant word of the proposed name appears in it. */
export function pageNames(pageText: string, name: string): boolean {
  const words = titleKey(name)
    .split(' ')
    .filter((w) => w.length > 1);
  const text = ` ${fold(pageText)} `;
  return words.length > 0 && words.every((w) => text.includes(` ${w} `));
}

/** The page states the place: the town's name appears in it. */
export function pagePlaces(pageText: string, city: string): boolean {
  const c = fold(city);
  return c.length > 1 && ` ${fold(pageText)} `.includes(` ${c} `);
}

/** The page states the day (YYYY-MM-DD): as ISO, 12/06/2027, "12 June 2027", "12th June", "12–14 June" with the year on the page. */
export function pageDates(pageText: string, isoDay: string): boolean {
  const [y, m, d] = isoDay.split('-').map(Number);
  if (!y || !m || !d) return false;
  const raw = pageText.toLowerCase();
  if (raw.includes(isoDay) || raw.includes(`${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`)) return true;
  if (!raw.includes(String(y))) return false;
  const month = MONTHS[m - 1];
  const mon = month.slice(0, 3);
  const day = `0?${d}(?:st|nd|rd|th)?`;
  const named = new RegExp(`\\b${day}\\s*(?:[-–—]|to|and|&)?\\s*(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?(?:${month}|${mon})\\b`);
  const american = new RegExp(`\\b(?:${month}|${mon})\\.?\\s+${day}\\b`);
  return named.test(raw) || american.test(raw);
}
