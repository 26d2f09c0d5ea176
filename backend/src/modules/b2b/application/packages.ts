import { B2bPackage } from '../contracts/b2b-marketing.schemas';

/** The listing packages offered to organisers (spec section 9). Prices in pence, GBP. */
export const B2B_PACKAGES: readonly B2bPackage[] = [
  { id: 'starter', name: 'Starter', pricePence: 4900, priceLabel: '£49/month', eventsLabel: '1 event', maxEvents: 1, popular: false },
  { id: 'pro', name: 'Pro', pricePence: 14900, priceLabel: '£149/month', eventsLabel: 'Up to 5 events', maxEvents: 5, popular: true },
  { id: 'enterprise', name: 'Enterprise', pricePence: 29900, priceLabel: '£299/month', eventsLabel: 'Unlimited events', maxEvents: null, popular: false },
];
