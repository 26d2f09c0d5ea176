import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Favourite event ids, shared by the mobile and desktop layouts. */
export const favouritesAtom = atomWithStorage<string[]>('mobile-favorites', [], createJSONStorage<string[]>(() => localStorage), { getOnInit: true });

export const toggleFavouriteAtom = atom(null, (get, set, id: string) => {
  const current = get(favouritesAtom);
  set(favouritesAtom, current.includes(id) ? current.filter((x) => x !== id) : [...current, id]);
});
