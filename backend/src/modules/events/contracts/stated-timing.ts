/**
 * When an event's own text says it happens ("from late November", "every August", "in early July", "late-July",
 * "at the end of July"): the month and, where given, the part of it. An estimated date is placed there and checked
 * against it (the data-quality rule `estimate-contradicts-description`). Plain TypeScript: the seeded catalogue
 * (a different module) estimates with it too.
 */
export type MonthPart = 'early' | 'mid' | 'late';

export interface StatedTiming {
  /** 1–12. */
  month: number;
  part: MonthPart | null;
  /** The words it was read from, for an admin to find them. */
  phrase: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const PARTS: Record<string, MonthPart> = {
  early: 'early',
  'the start of': 'early',
  'the beginning of': 'early',
  'start of': 'early',
  'beginning of': 'early',
  mid: 'mid',
  middle: 'mid',
  'the middle of': 'mid',
  'middle of': 'mid',
  late: 'late',
  'the end of': 'late',
  'end of': 'late',
};

// The month must be capitalised ("May", not "may"); a lead word or a part must come before it, so "Lord Mayor" and a
// month in a list ("June, July and August") say nothing alone.
const TIMING = new RegExp(
  String.raw`\b(from|in|every|each|during|throughout|since|until|till|to|through|into)?\s*` +
    String.raw`(?:(early|mid|middle|late|(?:the\s+)?(?:start|beginning|middle|end)\s+of)[\s-]+)?` +
    `(${MONTHS.join('|')})\\b`,
  'gi',
);
/** Lead words that name where something ends, not when it starts. */
const ENDS = new Set(['until', 'till', 'to', 'through', 'into']);

/** The first start the text states, or null when it states none. */
export function statedTiming(text: string): StatedTiming | null {
  for (const m of text.matchAll(TIMING)) {
    const [phrase, lead, part, monthName] = m;
    const month = MONTHS.indexOf(monthName!) + 1;
    // months are capitalised in prose: "may" is a verb
    if (month === 0 || monthName![0] !== monthName![0]!.toUpperCase()) continue;
    if (!lead && !part) continue;
    if (lead && ENDS.has(lead.toLowerCase())) continue;
    return { month, part: part ? PARTS[part.toLowerCase().replace(/\s+/g, ' ')]! : null, phrase: phrase.trim() };
  }
  return null;
}

/** early: 1st–10th, mid: 11th–20th, late: 21st on (as `expectedPeriod` writes them). */
export function partOfMonth(day: number): MonthPart {
  return day <= 10 ? 'early' : day <= 20 ? 'mid' : 'late';
}

/** Whether a start date (YYYY-MM-DD) is in another month, or another part of the month, than the text states. */
export function contradictsStatedTiming(startDate: string, timing: StatedTiming): boolean {
  const [, month, day] = startDate.split('-').map(Number);
  if (month !== timing.month) return true;
  return timing.part !== null && partOfMonth(day!) !== timing.part;
}
