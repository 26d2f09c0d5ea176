/**
 * A visitor's search as a trending term, or null when it should never be shown or kept: too short or long, more than
 * six words, or anything that may be personal (an e-mail address, a link, a long number, a postcode). Years stay.
 */
export function trendingTerm(query: string): string | null {
  const term = query
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:!?'"-]+|[\s.,;:!?'"-]+$/g, '');
  if (term.length < 3 || term.length > 60) return null;
  if (term.split(' ').length > 6) return null;
  if (!/^[\p{L}\d\s&'£-]+$/u.test(term) || !/\p{L}/u.test(term)) return null;
  if (/\d{5,}|\b(?!(19|20)\d\d\b)\d{4}\b|\b[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}\b/.test(term)) return null;
  return term;
}
