import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';

/** The visitor's position for a "near me" search, in decimal degrees. */
export interface NearPosition {
  lat: number;
  lng: number;
}

type NearMeState = { status: 'unasked' } | { status: 'asking' } | { status: 'granted'; position: NearPosition } | { status: 'unavailable' };

/**
 * Asked once a session, only when a search that says "near me" is shown (the visitor's own action), and kept in
 * memory only: the position never goes into a URL, storage or a shared link. A refusal is remembered too, so the
 * browser is not asked again on every search.
 */
const nearMeAtom = atom<NearMeState>({ status: 'unasked' });

/** The same phrases the server reads as "near me" (search/application/intent-description.ts). */
export const asksNearMe = (query: string) => /\b(near me|nearby|near by|around me|close to me|close by|local to me)\b/i.test(query);

/** The UK, as the search accepts it (smart-search.request.ts UK_BOUNDS): elsewhere, "near me" has nothing near. */
const inUk = ({ lat, lng }: NearPosition) => lat >= 49.8 && lat <= 60.9 && lng >= -8.7 && lng <= 1.8;

/** About a kilometre: enough for a 25 km reach, and no more of the visitor's position than that needs. */
const round = (degrees: number) => Math.round(degrees * 100) / 100;

/** The visitor's position when `query` asks for "near me" and the browser gave it; undefined otherwise. */
export function useNearMe(query: string, enabled = true): NearPosition | undefined {
  const [state, setState] = useAtom(nearMeAtom);
  const wanted = enabled && asksNearMe(query);
  useEffect(() => {
    if (!wanted || state.status !== 'unasked') return;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'asking' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { lat: round(coords.latitude), lng: round(coords.longitude) };
        setState(inUk(position) ? { status: 'granted', position } : { status: 'unavailable' });
      },
      () => setState({ status: 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  }, [wanted, state.status, setState]);
  return wanted && state.status === 'granted' ? state.position : undefined;
}
