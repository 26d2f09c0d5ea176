/**
 * Parses the free-text price shown on listings ("from £8", "£45–£60", "Free", "£12.50") into the
 * lowest price in pence and a free flag, so the site can filter "free" and "under £50".
 */
export interface ParsedPrice {
  minPricePence: number | null;
  isFree: boolean;
}

export function parsePrice(text: string | null | undefined): ParsedPrice {
  if (!text || !text.trim()) return { minPricePence: null, isFree: false };
  const lower = text.toLowerCase();
  const amounts = [...lower.matchAll(/£\s*(\d{1,5}(?:,\d{3})*(?:\.\d{1,2})?)|(\d{1,5}(?:\.\d{1,2})?)\s*(?:gbp|pounds?)/g)]
    .map((m) => Number((m[1] ?? m[2]).replace(/,/g, '')))
    .filter((n) => Number.isFinite(n));
  const saysFree = /\bfree\b/.test(lower) && !/\bfree\s+(?:for|under|entry for)\s+(?:under|children|kids)/.test(lower);
  if (amounts.length === 0) return { minPricePence: saysFree ? 0 : null, isFree: saysFree };
  const min = Math.round(Math.min(...amounts) * 100);
  return { minPricePence: saysFree ? 0 : min, isFree: saysFree || min === 0 };
}
