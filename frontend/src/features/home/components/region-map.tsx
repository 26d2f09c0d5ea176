import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { labelMarker } from '../../../lib/map-label';
import { CircleMarker, GeoJSON, MapContainer, TileLayer, type GeoJSONProps } from 'react-leaflet';
import { formatCount } from '../../../lib/format-count';
import { regionBounds } from '../region-bounds';

interface RegionPoint {
  value: string;
  label: string;
  count: number;
  latitude: number;
  longitude: number;
}

/**
 * UK map fitted to every region's marker, each marker labelled with its region. Markers are vector circles and,
 * when the OpenStreetMap tiles cannot load (offline, blocked), a bundled simplified UK outline is drawn under them
 * so the map still reads as the UK rather than a grey box of dots.
 */
export default function RegionMap({ regions, active, onSelect }: { regions: RegionPoint[]; active?: string; onSelect: (value: string) => void }) {
  const [outline, setOutline] = useState<GeoJSONProps['data'] | null>(null);
  const showOutline = () => {
    if (!outline) void import('../../../lib/geo/uk-outline.json').then((m) => setOutline(m.default as GeoJSONProps['data']));
  };
  return (
    <MapContainer
      bounds={regionBounds(regions)}
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
      {outline && (
        <GeoJSON data={outline} interactive={false} style={{ className: 'uk-outline', color: '#6b7280', weight: 1, fillColor: '#f5f5f4', fillOpacity: 1 }} />
      )}
      {regions.map((r) => (
        <CircleMarker
          ref={(marker) => labelMarker(marker, `${r.label} (${formatCount(r.count)})`)}
          key={r.value}
          center={[r.latitude, r.longitude]}
          radius={r.value === active ? 14 : 9}
          className={`region-marker region-marker-${r.value}`}
          pathOptions={{ color: '#4c1d95', fillColor: r.value === active ? '#f59e0b' : '#7c3aed', fillOpacity: 0.85, weight: 2 }}
          eventHandlers={{ click: () => onSelect(r.value) }}
        />
      ))}
    </MapContainer>
  );
}
