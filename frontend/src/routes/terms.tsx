import { List, Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { SITE } from '../config/site';
import { Part, StaticPage } from '../features/static/components/static-page';

function TermsPage() {
  return (
    <StaticPage title="Terms of Service" description="The terms that apply when you use Festival Finder." effective={SITE.legalEffectiveDate}>
      <Part title="Our services">
        <Text>Festival Finder lists festivals and cultural events in the United Kingdom and links to official ticket vendors. We do not sell tickets.</Text>
      </Part>
      <Part title="Acceptable use">
        <Text>Use the site lawfully and in a way that does not harm other visitors or the service.</Text>
      </Part>
      <Part title="Prohibited activities">
        <List.Root ps="5">
          <List.Item>Spamming our forms.</List.Item>
          <List.Item>Hacking or attempting to breach security.</List.Item>
          <List.Item>Scraping content in bulk.</List.Item>
          <List.Item>Infringing intellectual property.</List.Item>
        </List.Root>
      </Part>
      <Part title="Disclaimers">
        <Text>
          Event information comes from organisers and public sources and may be inaccurate; check with the organiser before you travel. Links to third-party
          sites are not under our control. The service is provided as is.
        </Text>
      </Part>
      <Part title="Intellectual property">
        <Text>The site design, text and code belong to Festival Finder; event names and images belong to their owners.</Text>
      </Part>
      <Part title="Limitation of liability">
        <Text>We are not liable for losses arising from the use of event information or third-party ticket sites, to the extent the law allows.</Text>
      </Part>
      <Part title="Termination">
        <Text>We may suspend or end access to the service at any time.</Text>
      </Part>
      <Part title="Changes to these terms">
        <Text>We may update these terms; the effective date above shows the current version.</Text>
      </Part>
      <Part title="Governing law">
        <Text>These terms are governed by the law of England and Wales.</Text>
      </Part>
    </StaticPage>
  );
}

export const Route = createFileRoute('/terms')({ component: TermsPage });
