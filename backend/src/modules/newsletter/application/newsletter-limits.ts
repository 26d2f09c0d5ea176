import { signUpLimits } from '../../mail/contracts/double-opt-in';

/** Limits for the newsletter's public endpoints (per client IP, per address hash); search alerts share the rules. */
export const NewsletterLimits = signUpLimits('newsletter');
