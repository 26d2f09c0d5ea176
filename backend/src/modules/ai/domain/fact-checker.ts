import { EventFacts, eventDays, MONTHS, poundAmounts, WEEKDAYS } from './event-facts';

export type FactKind = 'date' | 'price' | 'place' | 'name' | 'time';

export interface FactIssue {
  kind: FactKind;
  /** The words of the generated text that are not backed by the event. */
  text: string;
  message: string;
}

/** Capitalised words any text may use without the event naming them. */
const ALWAYS_ALLOWED = new Set([
  ...MONTHS,
  ...WEEKDAYS,
  'uk',
  'united',
  'kingdom',
  'england',
  'scotland',
  'wales',
  'northern',
  'ireland',
  'britain',
  'british',
  'i',
  'festival',
  'finder',
  'bank',
  'holiday',
]);

const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const PLACE_WORDS = new Set(['in', 'at', 'near', 'from', 'around', 'across', 'outside', 'to', 'into', 'visit', 'visits']);

/**
 * Checks every date, price, time, place and name a generated text states against the event's own fields.
 * A fact counts as backed when it follows from the structured fields (dates in range, amounts in the price
 * text) or is written in the event's title or description. Returns the unbacked ones; empty means it passes.
 */
export function checkFacts(text: string, facts: EventFacts): FactIssue[] {
  const source = `${facts.title}\n${facts.description}\n${facts.priceText ?? ''}`.toLowerCase();
  return [...checkDates(text, facts, source), ...checkPrices(text, facts, source), ...checkTimes(text, source), ...checkNames(text, facts)];
}

function checkDates(text: string, facts: EventFacts, source: string): FactIssue[] {
  const issues: FactIssue[] = [];
  const days = eventDays(facts);
  const months = new Set(monthsBetween(facts.startDate, facts.endDate));
  const years = new Set<number>();
  for (let y = Number(facts.startDate.slice(0, 4)); y <= Number(facts.endDate.slice(0, 4)); y++) years.add(y);
  const dayMonths = new Set(days.map((d) => `${d.getUTCDate()}-${d.getUTCMonth()}`));
  const long = days.length >= 400;
  const flag = (match: string, message: string) => {
    if (!source.includes(match.toLowerCase())) issues.push({ kind: 'date', text: match, message });
  };
  const seen = new Set<number>();
  const dayFirst = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b`, 'gi');
  const monthFirst = new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:am|pm|:))`, 'gi');
  for (const m of text.matchAll(dayFirst)) {
    seen.add(m.index!);
    const key = `${Number(m[1])}-${monthIndex(m[2]!)}`;
    if (!long && !dayMonths.has(key)) flag(m[0], `"${m[0]}" is not one of the event's dates.`);
  }
  for (const m of text.matchAll(monthFirst)) {
    if (Number(m[2]) > 31 || seen.has(m.index!)) continue;
    const key = `${Number(m[2])}-${monthIndex(m[1]!)}`;
    if (!long && !dayMonths.has(key)) flag(m[0], `"${m[0]}" is not one of the event's dates.`);
  }
  for (const m of text.matchAll(new RegExp(`\\b${MONTH_RE}\\b`, 'gi'))) {
    if (/^may$/i.test(m[0]) && !/\b(in|during|of|from|until|to|until|since|by)\s+may\b|\bmay\s+\d/i.test(text.slice(Math.max(0, m.index! - 8), m.index! + 8)))
      continue;
    if (!months.has(monthIndex(m[1]!))) flag(m[0], `The event does not run in ${capitalise(m[0])}.`);
  }
  for (const m of text.matchAll(/\b(19\d{2}|20\d{2})\b/g)) {
    if (!years.has(Number(m[1]))) flag(m[0], `The event does not take place in ${m[0]}.`);
  }
  if (days.length <= 14) {
    const weekdays = new Set(days.map((d) => d.getUTCDay()));
    for (const m of text.matchAll(/\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\b/gi)) {
      if (!weekdays.has(WEEKDAYS.indexOf(m[1]!.toLowerCase()))) flag(m[0], `The event does not run on a ${capitalise(m[1]!)}.`);
    }
  }
  return issues;
}

function checkPrices(text: string, facts: EventFacts, source: string): FactIssue[] {
  const issues: FactIssue[] = [];
  const known = new Set(poundAmounts(source));
  for (const m of text.matchAll(/£\s?\d[\d,]*(?:\.\d{1,2})?/g)) {
    const [amount] = poundAmounts(m[0]);
    if (amount !== undefined && !known.has(amount))
      issues.push({ kind: 'price', text: m[0], message: `${m[0]} is not a price the event states (${facts.priceText ?? 'no price given'}).` });
  }
  const freeClaim = /\b(free (?:entry|admission|event|of charge|to attend|for everyone|tickets?)|(?:entry|admission|it) is free|costs? nothing)\b/i.exec(text);
  if (freeClaim && !/\bfree\b/i.test(source)) issues.push({ kind: 'price', text: freeClaim[0], message: 'The event is not listed as free.' });
  return issues;
}

function checkTimes(text: string, source: string): FactIssue[] {
  const issues: FactIssue[] = [];
  for (const m of text.matchAll(/\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b/gi)) {
    if (!source.includes(m[0].toLowerCase()) && !source.includes(m[0].replace(/\s/g, '').toLowerCase())) {
      issues.push({ kind: 'time', text: m[0], message: `The event states no time "${m[0]}".` });
    }
  }
  return issues;
}

/** Proper names (capitalised words past a sentence's first word) must come from the event's fields. */
function checkNames(text: string, facts: EventFacts): FactIssue[] {
  const known = new Set(
    [facts.title, facts.description, facts.venue, facts.city, facts.regionName, facts.region, facts.categoryName, ...facts.tags]
      .join(' ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}'’&]+/u)
      .filter(Boolean),
  );
  const issues: FactIssue[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const words = [...sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu)];
    let run: string[] = [];
    let runStart = -1;
    const close = () => {
      if (run.length > 0) {
        const unknown = run.filter((w, i) => !(runStart === 0 && i === 0 && run.length === 1) && !isKnown(w, known));
        if (unknown.length > 0) {
          const before = runStart > 0 ? words[runStart - 1]![0].toLowerCase() : '';
          const kind = PLACE_WORDS.has(before) ? 'place' : 'name';
          const phrase = run.join(' ');
          issues.push({ kind, text: phrase, message: `"${phrase}" is not named in the event's details.` });
        }
      }
      run = [];
      runStart = -1;
    };
    words.forEach((m, i) => {
      const word = m[0];
      const previous = words[i - 1];
      // punctuation between two capitalised words ends a name ("Roundhay Park, Leeds" is two)
      if (previous && /\S/.test(sentence.slice(previous.index! + previous[0].length, m.index))) close();
      if (/^\p{Lu}/u.test(word) && !/^\d/.test(word)) {
        if (run.length === 0) runStart = i;
        run.push(word);
      } else close();
    });
    close();
  }
  return dedupe(issues);
}

function isKnown(word: string, known: Set<string>): boolean {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (ALWAYS_ALLOWED.has(w) || known.has(w) || known.has(word.toLowerCase())) return true;
  return w.split('-').every((part) => ALWAYS_ALLOWED.has(part) || known.has(part));
}

function dedupe(issues: FactIssue[]): FactIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => !seen.has(i.kind + i.text) && seen.add(i.kind + i.text));
}

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));
}

function monthsBetween(start: string, end: string): number[] {
  const out: number[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7)) - 1;
  const ey = Number(end.slice(0, 4));
  const em = Number(end.slice(5, 7)) - 1;
  while ((y < ey || (y === ey && m <= em)) && out.length < 12) {
    out.push(m);
    m += 1;
    if (m === 12) [m, y] = [0, y + 1];
  }
  return out;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
