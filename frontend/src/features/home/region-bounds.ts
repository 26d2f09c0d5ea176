/** South-west and north-east corners around every region's position, with a margin so edge markers are not cut. */
export function regionBounds(regions: { latitude: number; longitude: number }[], margin = 0.6): [[number, number], [number, number]] {
  if (regions.length === 0)
    return [
      [49.9, -8.2],
      [60.9, 1.8],
    ];
  const lats = regions.map((r) => r.latitude);
  const lngs = regions.map((r) => r.longitude);
  return [
    [Math.min(...lats) - margin, Math.min(...lngs) - margin],
    [Math.max(...lats) + margin, Math.max(...lngs) + margin],
  ];
}
