import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export interface SearchState {
  query: string;
  category: string;
  location: string;
  month: string;
  priceRange: string;
  sortBy: string;
  timeFilter: string;
  region: string;
}

export const emptySearchState: SearchState = { query: '', category: '', location: '', month: '', priceRange: '', sortBy: '', timeFilter: '', region: '' };

export const searchStateAtom = atomWithStorage<SearchState | null>(
  'searchState',
  null,
  createJSONStorage<SearchState | null>(() => sessionStorage),
  { getOnInit: true },
);
export const lastSearchAtom = atomWithStorage<{ query: string; smart: boolean; category: string } | null>(
  'lastSearch',
  null,
  createJSONStorage<{ query: string; smart: boolean; category: string } | null>(() => localStorage),
  { getOnInit: true },
);
export const smartSearchOnAtom = atomWithStorage<boolean>(
  'smartSearch',
  true,
  createJSONStorage<boolean>(() => sessionStorage),
  { getOnInit: true },
);

/** Logo or Home click: forget search state and tell listeners (spec section 4). */
export function clearSearchStorage(): void {
  try {
    sessionStorage.removeItem('searchState');
    localStorage.removeItem('lastSearch');
  } catch {
    /* storage unavailable */
  }
  window.dispatchEvent(new Event('clearSearchState'));
}
