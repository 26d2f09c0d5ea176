import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { labelMarker } from '../lib/map-label';
import { CircleMarker, GeoJSON, MapContainer, TileLayer, type GeoJSONProps } from 'react-leaflet';

/**
 * Where the venue is. When the OpenStreetMap tiles cannot load (offline, blocked) the bundled simplified UK outline
 * is drawn instead, so the marker still shows the place within the country.
 */
export default function VenueMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const [outline, setOutline] = useState<GeoJSONProps['data'] | null>(null);
  const [failed, setFailed] = useState(false);
  const showOutline = () => {
    if (failed) return;
    setFailed(true);
    void import('../lib/geo/uk-outline.json').then((m) => setOutline(m.default as GeoJSONProps['data']));
  };
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={failed ? 6 : 12}
      key={failed ? 'outline' : 'tiles'}
      style={{ height: '100%', width: '100%', background: '#dbeafe' }}
      scrollWheelZoom={false}
      attributionControl
    >
      {!failed && (
        <TileLayer
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          eventHandlers={{ tileerror: showOutline }}
        />
      )}
      {outline && (
        <GeoJSON data={outline} interactive={false} style={{ className: 'uk-outline', color: '#6b7280', weight: 1, fillColor: '#f5f5f4', fillOpacity: 1 }} />
      )}
      <CircleMarker
        ref={(marker) => labelMarker(marker, label)}
        center={[latitude, longitude]}
        radius={9}
        className="venue-marker"
        pathOptions={{ color: '#4c1d95', fillColor: '#7c3aed', fillOpacity: 0.9, weight: 2 }}
      />
    </MapContainer>
  );
}
