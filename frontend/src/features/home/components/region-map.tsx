import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { formatCount } from '../../../lib/format-count';

interface RegionPoint {
  value: string;
  label: string;
  count: number;
  latitude: number;
  longitude: number;
}

/**
 * UK map at zoom 6 with one marker per region. Markers are vector circles, so they work even when the
 * OpenStreetMap tiles cannot load (offline, blocked).
 */
export default function RegionMap({ regions, active, onSelect }: { regions: RegionPoint[]; active?: string; onSelect: (value: string) => void }) {
  return (
    <MapContainer center={[54.5, -3.2]} zoom={6} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false} attributionControl>
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
      />
      {regions.map((r) => (
        <CircleMarker
          key={r.value}
          center={[r.latitude, r.longitude]}
          radius={r.value === active ? 16 : 11}
          className={`region-marker region-marker-${r.value}`}
          pathOptions={{ color: '#4c1d95', fillColor: r.value === active ? '#f59e0b' : '#7c3aed', fillOpacity: 0.85, weight: 2 }}
          eventHandlers={{ click: () => onSelect(r.value) }}
        >
          <Tooltip direction="top">
            {r.label}: {formatCount(r.count)}
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
