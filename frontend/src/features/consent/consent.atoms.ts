import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** null = not decided yet (banner shown); true = Accept All; false = Decline or close. */
export const gdprAcceptedAtom = atomWithStorage<boolean | null>(
  'gdpr-accepted',
  null,
  createJSONStorage<boolean | null>(() => localStorage),
  { getOnInit: true },
);
