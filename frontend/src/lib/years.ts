/** Years summary: keep only years after the current one, ascending, flagged next/future (spec section 3). */
export interface YearSummary {
  year: number;
  count: number;
}
export interface FutureYear extends YearSummary {
  isNextYear: boolean;
  isFutureYear: boolean;
}

export function deriveFutureYears(items: YearSummary[], currentYear: number): FutureYear[] {
  return items
    .filter((y) => y.year > currentYear)
    .sort((a, b) => a.year - b.year)
    .map((y) => ({ ...y, isNextYear: y.year === currentYear + 1, isFutureYear: y.year > currentYear + 1 }));
}

export type YearCheck = { ok: true; year: number } | { ok: false; reason: 'past' | 'too-far' | 'format'; year?: number };

export function checkYear(segment: string, min = 2020, max = 2030, currentYear?: number): YearCheck {
  if (!/^\d{4}$/.test(segment)) return { ok: false, reason: 'format' };
  const year = Number(segment);
  if (year > max) return { ok: false, reason: 'too-far', year };
  if (year < min) return { ok: false, reason: 'past', year };
  void currentYear;
  return { ok: true, year };
}
