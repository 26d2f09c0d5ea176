/** X's limit, counted X's way: every link is 23 characters (t.co), everything else by Unicode code point. */
export const X_POST_MAX = 280;
export const X_LINK_LENGTH = 23;
const LINK = /https?:\/\/[^\s]+/gi;

export function xPostLength(text: string): number {
  const links = text.match(LINK) ?? [];
  return [...text.replace(LINK, '')].length + links.length * X_LINK_LENGTH;
}
