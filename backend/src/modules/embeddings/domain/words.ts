/** Lower-case words of a text (accents folded; inner hyphens and apostrophes kept: "stand-up", "rock'n'roll"). */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[’`´]/g, "'")
      .match(/[a-z]+(?:['-][a-z]+)*/g) ?? []
  );
}

/** Words that carry no topic: left out before weighting (the frequency weights would nearly zero them anyway). */
export const FUNCTION_WORDS = new Set(
  (
    'a an and are as at be by for from has have i in is it its me my near of on or our so some somewhere something ' +
    'that the their them there these they this to us was we were what where which who will with you your want ' +
    'looking find show me any get go going see'
  ).split(' '),
);
