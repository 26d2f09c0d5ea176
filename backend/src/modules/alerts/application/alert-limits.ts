import { signUpLimits } from '../../mail/contracts/double-opt-in';

/** The newsletter's sign-up limits (per client IP, per address hash), on counters of their own. */
export const AlertLimits = signUpLimits('alerts');
