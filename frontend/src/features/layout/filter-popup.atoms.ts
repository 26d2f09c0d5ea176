import { atom } from 'jotai';

/** The home filter pop-up opened from the header When/Where menus. */
export const filterPopupAtom = atom<{ kind: 'time' | 'region'; value: string; label: string } | null>(null);
