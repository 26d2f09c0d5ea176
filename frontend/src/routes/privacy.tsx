import { List, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { SITE } from '../config/site';
import { Part, StaticPage } from '../features/static/components/static-page';

function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy" description="How Festival Finder collects, uses and protects your personal data." effective={SITE.legalEffectiveDate}>
      <Part title="Data we collect">
        <List.Root ps="5">
          <List.Item>Contact details you give us through the contact form (name, email, phone).</List.Item>
          <List.Item>Technical information such as IP address, browser type and pages visited, used for security.</List.Item>
          <List.Item>Newsletter data: your email, your preferences and the date you subscribed.</List.Item>
        </List.Root>
      </Part>
      <Part title="Why we use it">
        <Text>To answer your enquiries, send the newsletter you asked for, keep the site secure and improve our listings.</Text>
      </Part>
      <Part title="How long we keep it">
        <List.Root ps="5">
          <List.Item>Contact form data: 2 years.</List.Item>
          <List.Item>
            Newsletter data: while you are subscribed. After you unsubscribe we keep only your address, marked unsubscribed, so that we never mail it again; ask
            us and we delete it.
          </List.Item>
          <List.Item>Technical logs: 30 days.</List.Item>
          <List.Item>Session data: until you close the browser, or 24 hours at most.</List.Item>
        </List.Root>
      </Part>
      <Part title="Sharing">
        <Text>
          We never sell your data. We use an email delivery provider and a hosting provider to run the service, and we disclose data only where the law requires
          it.
        </Text>
      </Part>
      <Part title="Your rights under the GDPR">
        <List.Root ps="5">
          <List.Item>Access and portability of your data.</List.Item>
          <List.Item>Rectification of inaccurate data.</List.Item>
          <List.Item>Erasure.</List.Item>
          <List.Item>Restriction of and objection to processing.</List.Item>
        </List.Root>
        <Text>Email requests to {SITE.privacyEmail}; we answer within 30 days.</Text>
      </Part>
    </StaticPage>
  );
}

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });
