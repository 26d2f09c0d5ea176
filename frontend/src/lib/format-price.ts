/** Price display rules. An unknown price is shown as "Price TBC" on every surface: no invented figure. */

export type PriceSurface = 'card' | 'detail' | 'carousel' | 'mobile';

export const PRICE_TBC = 'Price TBC';

export function isPriceKnown(price: string | null | undefined): price is string {
  if (price == null) return false;
  const p = price.trim().toLowerCase();
  return !(p === '' || p === 'price tba' || p === 'tba' || p === 'tbc' || p === 'price tbc');
}

// The surface is kept so callers say where the text goes; every surface reads the same today.
export function formatPrice(price: string | null | undefined, _surface: PriceSurface = 'card'): string {
  if (!isPriceKnown(price)) return PRICE_TBC;
  const p = price.trim();
  if (p.startsWith('£')) return p;
  if (/^free$/i.test(p)) return 'Free';
  // "from £8" already carries the currency; only a bare amount gets a leading £.
  if (p.includes('£')) return p.charAt(0).toUpperCase() + p.slice(1);
  return `£${p}`;
}
