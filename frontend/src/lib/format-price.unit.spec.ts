import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('uses the fallback of each surface for a missing or TBA price', () => {
    expect(formatPrice(null, 'card')).toBe('Price from £10');
    expect(formatPrice('Price TBA', 'card')).toBe('Price from £10');
    expect(formatPrice(undefined, 'detail')).toBe('Estimated price from £10');
    expect(formatPrice('TBA', 'carousel')).toBe('From £10');
    expect(formatPrice('Price TBA', 'mobile')).toBe('From £10');
  });
  it('shows a price starting with £ as is', () => {
    expect(formatPrice('£45')).toBe('£45');
    expect(formatPrice('£25 - £60', 'detail')).toBe('£25 - £60');
  });
  it('prepends £ to a bare amount', () => {
    expect(formatPrice('45')).toBe('£45');
    expect(formatPrice('12.50', 'mobile')).toBe('£12.50');
  });
  it('does not double the currency in "from £8"', () => {
    expect(formatPrice('from £8')).toBe('From £8');
  });
  it('keeps Free readable', () => {
    expect(formatPrice('free')).toBe('Free');
  });
});
