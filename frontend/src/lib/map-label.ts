import type { CircleMarker, Direction, Map as LeafletMap, PointExpression } from 'leaflet';

/**
 * Binds a permanent, visible label to a map marker. Leaflet fills the label as it adds it, whereas react-leaflet's
 * <Tooltip> renders its children through a portal a frame later, leaving an empty role="tooltip" node that
 * accessibility checkers flag. Text only, never HTML: venue names come from editable data.
 */
export function labelMarker(marker: CircleMarker | null, text: string): void {
  if (!marker) return;
  const content = document.createElement('span');
  content.textContent = text;
  // React calls the ref on every render: update the label in place rather than binding a second one.
  const existing = marker.getTooltip();
  if (existing) {
    existing.setContent(content);
    return;
  }
  marker.bindTooltip(content, { permanent: true, direction: 'right', offset: [8, 0], className: 'region-label' });
}

type Rect = { left: number; top: number; right: number; bottom: number };

const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Where a label may sit around its marker, in order of preference: beside it, then above or below, then diagonally. */
function candidates(radius: number): [Direction, PointExpression][] {
  const gap = radius + 6;
  return [
    ['right', [gap, 0]],
    ['left', [-gap, 0]],
    ['top', [0, -gap]],
    ['bottom', [0, gap]],
    ['right', [gap, -14]],
    ['right', [gap, 14]],
    ['left', [-gap, -14]],
    ['left', [-gap, 14]],
  ];
}

/**
 * Places the markers' labels so that none covers another label or any marker, nor leaves the map: each label, in
 * turn, takes the first position around its marker that collides with nothing placed so far (else the one that
 * collides least). Ten labels around London and the South East cannot all sit to the right of their dots.
 */
export function placeLabels(markers: CircleMarker[], container: HTMLElement): void {
  const box = container.getBoundingClientRect();
  const dots = markers.map((m) => (m.getElement() as SVGElement | undefined)?.getBoundingClientRect()).filter((r): r is DOMRect => !!r);
  const placed: Rect[] = [];
  for (const marker of markers) {
    const tooltip = marker.getTooltip();
    const element = tooltip?.getElement();
    if (!tooltip || !element) continue;
    const own = (marker.getElement() as SVGElement | undefined)?.getBoundingClientRect();
    let best: { option: [Direction, PointExpression]; cost: number; rect: Rect } | null = null;
    for (const option of candidates(marker.getRadius())) {
      tooltip.options.direction = option[0];
      tooltip.options.offset = option[1];
      tooltip.update();
      const rect = element.getBoundingClientRect();
      const outside = rect.width * rect.height - overlap(rect, box);
      const cost = placed.reduce((sum, p) => sum + overlap(rect, p), 0) + dots.reduce((sum, d) => sum + (d === own ? 0 : overlap(rect, d)), 0) + outside;
      if (!best || cost < best.cost) best = { option, cost, rect: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } };
      if (cost === 0) break;
    }
    if (!best) continue;
    tooltip.options.direction = best.option[0];
    tooltip.options.offset = best.option[1];
    tooltip.update();
    // a little room around each label, so two never touch
    placed.push({ left: best.rect.left - 2, top: best.rect.top - 2, right: best.rect.right + 2, bottom: best.rect.bottom + 2 });
  }
}

/**
 * Moves markers whose dots would touch apart on screen (London and the South East are 45 km apart, a few pixels at
 * the zoom that shows the whole UK): each starts at its true position, then overlapping pairs are pushed apart along
 * the line between them. Run again after a zoom, which starts from the true positions.
 */
export function separateMarkers(markers: { marker: CircleMarker; at: [number, number] }[], map: LeafletMap, gap = 4): void {
  const points = markers.map(({ at }) => map.latLngToContainerPoint(at));
  for (let round = 0; round < 20; round++) {
    let moved = false;
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]!;
        const b = points[j]!;
        const need = markers[i]!.marker.getRadius() + markers[j]!.marker.getRadius() + gap;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= need) continue;
        // coincident dots part left and right
        const [ux, uy] = distance === 0 ? [1, 0] : [dx / distance, dy / distance];
        const push = (need - distance) / 2 + 0.5;
        points[i] = a.subtract([ux * push, uy * push]);
        points[j] = b.add([ux * push, uy * push]);
        moved = true;
      }
    if (!moved) break;
  }
  markers.forEach(({ marker }, i) => marker.setLatLng(map.containerPointToLatLng(points[i]!)));
}
