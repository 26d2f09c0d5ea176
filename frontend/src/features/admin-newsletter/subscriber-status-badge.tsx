import { Badge } from '@chakra-ui/react';
import type { SubscriberStatus } from './api/newsletter-subscribers';

export const SUBSCRIBER_STATUS_LABEL: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  inactive: 'Inactive',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};
const COLOUR: Record<SubscriberStatus, string> = { pending: 'yellow', active: 'green', inactive: 'gray', unsubscribed: 'gray', bounced: 'red' };

/** A subscriber's status, named the same on every admin screen. */
export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return <Badge colorPalette={COLOUR[status]}>{SUBSCRIBER_STATUS_LABEL[status]}</Badge>;
}
