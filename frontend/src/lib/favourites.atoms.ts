import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

const STORAGE_KEY = 'mobile-favorites';

/** Favourite event ids, shared by the mobile and desktop layouts. */
export const favouritesAtom = atomWithStorage<string[]>(
  STORAGE_KEY,
  [],
  createJSONStorage<string[]>(() => localStorage),
  { getOnInit: true },
);

/** The saved ids as stored, for route loaders (which run outside React and so outside jotai). */
export function readFavourites(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const toggleFavouriteAtom = atom(null, (get, set, id: string) => {
  const current = get(favouritesAtom);
  set(favouritesAtom, current.includes(id) ? current.filter((x) => x !== id) : [...current, id]);
});
