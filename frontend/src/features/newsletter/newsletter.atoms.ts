import { atomWithStorage, createJSONStorage } from 'jotai/utils';

const local = createJSONStorage<unknown>(() => localStorage);

/** The date until which the pop-up stays suppressed (ISO string). Lapses: see lib/popup-suppression. */
export const newsletterPopupSeenAtom = atomWithStorage<string | null>('newsletter-popup-seen', null, local as never, { getOnInit: true });
export const newsletterSubscribedAtom = atomWithStorage<boolean>('newsletter-subscribed', false, local as never, { getOnInit: true });
