import { Badge } from '@chakra-ui/react';
import { useSubscribers } from './api/newsletter-subscribers';
import { EmailTemplatesSection } from './email-templates-section';
import { NewsletterSubscribersSection } from './newsletter-subscribers-section';

/** The subscriber total on the User Management tab (rendered only for roles with marketing, so the count is allowed). */
function SubscriberCountLabel() {
  const count = useSubscribers({ limit: 1 }, '/api/admin/newsletter/subscribers');
  return (
    <>
      Newsletter <Badge ml="1">{count.data ? count.data.pagination.total.toLocaleString('en-GB') : '…'}</Badge>
    </>
  );
}

/** The newsletter's tabs on /user-management (subscribers and templates), composed there by the route. */
export const NEWSLETTER_ACCOUNT_TABS = [
  { value: 'newsletter', label: <SubscriberCountLabel />, content: <NewsletterSubscribersSection /> },
  { value: 'email-templates', label: 'Email Templates', content: <EmailTemplatesSection /> },
] as const;
