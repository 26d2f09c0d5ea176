import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { answerFromFirstPaint } from './consent-cookie';

const stored = createJSONStorage<boolean | null>(() => localStorage);

/**
 * null = not decided yet (banner shown); true = Accept All; false = Decline or close. An answer given in the first
 * paint's banner (no script, so only a cookie) counts until the app's banner stores one of its own.
 */
export const gdprAcceptedAtom = atomWithStorage<boolean | null>(
  'gdpr-accepted',
  null,
  { ...stored, getItem: (key, initial) => stored.getItem(key, initial) ?? answerFromFirstPaint() },
  { getOnInit: true },
);
