/**
 * How an event's price is written for visitors. An unknown price is "Price TBC" on every surface: no invented
 * figure. Plain TypeScript: the frontend uses it through `@contracts/events/price-text`, the server's first paint too.
 */
export const PRICE_TBC = 'Price TBC';

export function isPriceKnown(price: string | null | undefined): price is string {
  if (price == null) return false;
  const p = price.trim().toLowerCase();
  return !(p === '' || p === 'price tba' || p === 'tba' || p === 'tbc' || p === 'price tbc');
}

export function priceText(price: string | null | undefined): string {
  if (!isPriceKnown(price)) return PRICE_TBC;
  const p = price.trim();
  if (p.startsWith('£')) return p;
  if (/^free$/i.test(p)) return 'Free';
  // "from £8" already carries the currency; only a bare amount gets a leading £.
  if (p.includes('£')) return p.charAt(0).toUpperCase() + p.slice(1);
  return `£${p}`;
}
