import { regionBounds } from './region-bounds';

describe('regionBounds', () => {
  it('contains every region, London, the South East and the South West included', () => {
    const regions = [
      { latitude: 51.51, longitude: -0.13 },
      { latitude: 51.2, longitude: 0.6 },
      { latitude: 50.72, longitude: -3.9 },
      { latitude: 56.49, longitude: -4.2 },
      { latitude: 54.6, longitude: -6.5 },
    ];
    const [[south, west], [north, east]] = regionBounds(regions);
    for (const r of regions) {
      expect(r.latitude).toBeGreaterThan(south);
      expect(r.latitude).toBeLessThan(north);
      expect(r.longitude).toBeGreaterThan(west);
      expect(r.longitude).toBeLessThan(east);
    }
  });

  it('falls back to the whole UK when no region has a position', () => {
    expect(regionBounds([])).toEqual([
      [49.9, -8.2],
      [60.9, 1.8],
    ]);
  });
});
