import { formatPrice, isPriceKnown } from './format-price';

describe('formatPrice', () => {
  it('says Price TBC for a missing or TBA price on every surface, never an invented figure', () => {
    expect(formatPrice(null, 'card')).toBe('Price TBC');
    expect(formatPrice('Price TBA', 'card')).toBe('Price TBC');
    expect(formatPrice(undefined, 'detail')).toBe('Price TBC');
    expect(formatPrice('TBA', 'carousel')).toBe('Price TBC');
    expect(formatPrice('Price TBA', 'mobile')).toBe('Price TBC');
    expect(isPriceKnown(null)).toBe(false);
    expect(isPriceKnown('£12')).toBe(true);
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
