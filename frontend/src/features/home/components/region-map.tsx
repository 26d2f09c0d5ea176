import 'leaflet/dist/leaflet.css';
import type { CircleMarker as LeafletCircleMarker } from 'leaflet';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { labelMarker, placeLabels, separateMarkers } from '../../../lib/map-label';
import { CircleMarker, GeoJSON, MapContainer, Pane, TileLayer, useMap, type GeoJSONProps } from 'react-leaflet';
import { formatCount } from '../../../lib/format-count';
import { regionBounds } from '../region-bounds';

interface RegionPoint {
  value: string;
  label: string;
  count: number;
  latitude: number;
  longitude: number;
}

type Markers = MutableRefObject<Map<string, LeafletCircleMarker>>;

const eventsLabel = (r: RegionPoint) => `${r.label} (${formatCount(r.count)})`;

/**
 * Makes each marker a control a keyboard and a screen reader can use (a button saying whether it is the selected
 * region), then keeps the labels apart: after the markers are drawn, whenever the selection changes (the selected dot
 * is bigger) and after every zoom or resize.
 */
function MarkerControls({
  regions,
  active,
  markers,
  onSelect,
}: {
  regions: RegionPoint[];
  active?: string;
  markers: Markers;
  onSelect: (value: string) => void;
}) {
  const map = useMap();
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    for (const r of regions) {
      const path = markers.current.get(r.value)?.getElement() as SVGElement | undefined;
      if (!path) continue;
      path.setAttribute('role', 'button');
      path.setAttribute('tabindex', '0');
      path.setAttribute('aria-label', eventsLabel(r));
      path.setAttribute('aria-pressed', String(r.value === active));
      if (!path.dataset.keys) {
        path.dataset.keys = 'on';
        path.addEventListener('keydown', (e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          select.current(r.value);
        });
      }
    }
    const container = map.getContainer();
    const place = () => {
      separateMarkers(
        regions.flatMap((r) => {
          const marker = markers.current.get(r.value);
          return marker ? [{ marker, at: [r.latitude, r.longitude] as [number, number] }] : [];
        }),
        map,
      );
      placeLabels([...markers.current.values()], container);
      container.dataset.labelsPlaced = 'true';
    };
    const frame = requestAnimationFrame(place);
    map.on('zoomend resize', place);
    return () => {
      cancelAnimationFrame(frame);
      map.off('zoomend resize', place);
    };
  }, [map, regions, active, markers]);
  return null;
}

/**
 * UK map fitted to every region's marker, each marker labelled with its region. Markers are vector circles and,
 * when the OpenStreetMap tiles cannot load (offline, blocked), a bundled simplified UK outline is drawn under them
 * (in its own pane below the markers, so it never paints over them) and the map still reads as the UK.
 */
export default function RegionMap({ regions, active, onSelect }: { regions: RegionPoint[]; active?: string; onSelect: (value: string) => void }) {
  const [outline, setOutline] = useState<GeoJSONProps['data'] | null>(null);
  const markers: Markers = useRef(new Map());
  const showOutline = () => {
    if (!outline) void import('../../../lib/geo/uk-outline.json').then((m) => setOutline(m.default as GeoJSONProps['data']));
  };
  return (
    <MapContainer
      bounds={regionBounds(regions)}
      // fractional zoom: the UK fills the box instead of the nearest whole zoom level that fits it
      zoomSnap={0.25}
      boundsOptions={{ padding: [24, 24] }}
      style={{ height: '100%', width: '100%', background: '#dbeafe' }}
      scrollWheelZoom={false}
      attributionControl
    >
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        eventHandlers={{ tileerror: showOutline }}
      />
      <Pane name="uk-outline" style={{ zIndex: 350 }}>
        {outline && (
          <GeoJSON data={outline} interactive={false} style={{ className: 'uk-outline', color: '#6b7280', weight: 1, fillColor: '#f5f5f4', fillOpacity: 1 }} />
        )}
      </Pane>
      {regions.map((r) => (
        <CircleMarker
          ref={(marker) => {
            labelMarker(marker, eventsLabel(r));
            if (marker) markers.current.set(r.value, marker);
            else markers.current.delete(r.value);
          }}
          key={r.value}
          center={[r.latitude, r.longitude]}
          radius={r.value === active ? 14 : 9}
          className={`region-marker region-marker-${r.value}`}
          pathOptions={{
            color: r.value === active ? '#78350f' : '#4c1d95',
            fillColor: r.value === active ? '#f59e0b' : '#7c3aed',
            fillOpacity: 0.9,
            weight: r.value === active ? 3 : 2,
          }}
          eventHandlers={{ click: () => onSelect(r.value) }}
        />
      ))}
      <MarkerControls regions={regions} active={active} markers={markers} onSelect={onSelect} />
    </MapContainer>
  );
}
