/** Price display rules: the wording is shared with the server's first paint (`@contracts/events/price-text`). */
import { priceText } from '@contracts/events/price-text';

export { isPriceKnown, PRICE_TBC } from '@contracts/events/price-text';

export type PriceSurface = 'card' | 'detail' | 'carousel' | 'mobile';

// The surface is kept so callers say where the text goes; every surface reads the same today.
export function formatPrice(price: string | null | undefined, _surface: PriceSurface = 'card'): string {
  return priceText(price);
}
