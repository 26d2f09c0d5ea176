/** Price display rules: each surface has its own fallback text (spec section 5 of both documents). */

export type PriceSurface = 'card' | 'detail' | 'carousel' | 'mobile';

const FALLBACK: Record<PriceSurface, string> = {
  card: 'Price from £10',
  detail: 'Estimated price from £10',
  carousel: 'From £10',
  mobile: 'From £10',
};

function isUnknownPrice(price: string): boolean {
  const p = price.trim().toLowerCase();
  return p === '' || p === 'price tba' || p === 'tba';
}

export function formatPrice(price: string | null | undefined, surface: PriceSurface = 'card'): string {
  if (price == null || isUnknownPrice(price)) return FALLBACK[surface];
  const p = price.trim();
  if (p.startsWith('£')) return p;
  if (/^free$/i.test(p)) return 'Free';
  // "from £8" already carries the currency; only a bare amount gets a leading £.
  if (p.includes('£')) return p.charAt(0).toUpperCase() + p.slice(1);
  return `£${p}`;
}
