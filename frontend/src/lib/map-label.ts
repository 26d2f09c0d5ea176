import type { CircleMarker } from 'leaflet';

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
