import { b2bPackagesFrom, DEFAULT_B2B_PACKAGES, monthlyPriceLabel } from './packages';

describe('B2B packages from configuration (B2B_PACKAGES_JSON)', () => {
  const pkg = (over: Record<string, unknown> = {}) => ({
    id: 'basic',
    name: 'Basic',
    pricePence: 1999,
    eventsLabel: '2 events',
    maxEvents: 2,
    popular: false,
    ...over,
  });

  it("defaults to the spec's three packages when unset or blank", () => {
    for (const json of [undefined, '', '  ']) expect(b2bPackagesFrom(json)).toBe(DEFAULT_B2B_PACKAGES);
    expect(DEFAULT_B2B_PACKAGES.map((p) => [p.name, p.priceLabel, p.popular])).toEqual([
      ['Starter', '£49/month', false],
      ['Pro', '£149/month', true],
      ['Enterprise', '£299/month', false],
    ]);
  });

  it('reads the configured packages in order, the price label derived from the price', () => {
    const list = b2bPackagesFrom(JSON.stringify([pkg(), pkg({ id: 'big', name: 'Big', pricePence: 50000, maxEvents: null, popular: true })]));
    expect(list).toEqual([
      { id: 'basic', name: 'Basic', pricePence: 1999, priceLabel: '£19.99/month', eventsLabel: '2 events', maxEvents: 2, popular: false },
      { id: 'big', name: 'Big', pricePence: 50000, priceLabel: '£500/month', eventsLabel: '2 events', maxEvents: null, popular: true },
    ]);
    expect(monthlyPriceLabel(4900)).toBe('£49/month');
  });

  it('refuses bad configuration with a message naming the setting and the problem', () => {
    expect(() => b2bPackagesFrom('[{')).toThrow(/^Invalid configuration: B2B_PACKAGES_JSON is not JSON/);
    expect(() => b2bPackagesFrom('[]')).toThrow(/B2B_PACKAGES_JSON: at least one package/);
    expect(() => b2bPackagesFrom(JSON.stringify({ id: 'x' }))).toThrow(/B2B_PACKAGES_JSON: Expected array/i);
    expect(() => b2bPackagesFrom(JSON.stringify([pkg({ pricePence: 0 })]))).toThrow(/B2B_PACKAGES_JSON\.0\.pricePence: /);
    expect(() => b2bPackagesFrom(JSON.stringify([pkg({ pricePence: 49.5 })]))).toThrow(/B2B_PACKAGES_JSON\.0\.pricePence: /);
    expect(() => b2bPackagesFrom(JSON.stringify([pkg({ id: 'Pro Plan' })]))).toThrow(/B2B_PACKAGES_JSON\.0\.id: id is lower-case/);
    expect(() => b2bPackagesFrom(JSON.stringify([pkg(), pkg()]))).toThrow(/package ids must be unique/);
    expect(() => b2bPackagesFrom(JSON.stringify([pkg({ popular: true }), pkg({ id: 'b', popular: true })]))).toThrow(/at most one package is marked popular/);
    expect(() => b2bPackagesFrom(JSON.stringify([pkg({ priceLabel: '£1' })]))).toThrow(/Unrecognized key/i);
    expect(() => b2bPackagesFrom(JSON.stringify([pkg({ name: undefined })]))).toThrow(/B2B_PACKAGES_JSON\.0\.name: /);
  });
});
