/**
 * The one form of a username that every comparison uses: the account lookup, the uniqueness rule and the
 * sign-in throttle's key. Unicode NFKC (fullwidth `ａｄｍｉｎ` → `admin`, ligatures split, combining marks
 * composed), then a case fold that no locale changes (lower, upper, then lower case in JavaScript's root
 * locale: `ß` and `ẞ` → `ss`, `ı` → `i`, `ς` → `σ`; `İ` → `i̇`, which stays distinct from `i`), then NFKC again so that the
 * result is stable. Computing it here, once, is what keeps the throttle and the lookup on the same key:
 * PostgreSQL's `lower()` and JavaScript's `toLowerCase()` disagree (`İ`), and `lower()` follows the database's
 * locale (Turkish `I` → `ı`).
 */
export function canonicalUsername(raw: string): string {
  return raw.trim().normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
}
