import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { SITE } from '../config/site';
import { REPLY_PROMISE } from '@contracts/contact/reply-promise';
import { Part, StaticPage } from '../features/static/components/static-page';

const GUIDES = [
  {
    title: 'Searching for festivals',
    text: 'Use Smart Search to describe what you want in plain words, or switch it off to search by keyword. Filter by time and region from the menu.',
  },
  { title: 'Event information', text: 'Each event page lists dates, venue, price and the official ticket link. Save events with the heart button.' },
  { title: 'Location and travel', text: 'Explore by region on the map, then check the venue and city on the event page before planning your trip.' },
  {
    title: 'Account and notifications',
    text: 'No account needed. Subscribe to the newsletter for weekly picks and early bird alerts; unsubscribe at any time.',
  },
];
const FAQ = [
  { q: 'Can I buy tickets on Festival Finder?', a: 'No. Tickets are bought from official vendors; we link straight to them.' },
  {
    q: 'How fresh is the information?',
    a: 'Changes our team makes show on the site within seconds. Every night we look for new festivals on organisers’ sites (our team checks them before they are published), check ticket links and retire events that have ended.',
  },
  { q: 'Can I submit my festival?', a: 'An event submission portal is coming soon — sign up on the Submit an Event page for early access.' },
  { q: 'Which countries do you cover?', a: 'The United Kingdom only: England, Scotland, Wales and Northern Ireland.' },
];

function HelpPage() {
  return (
    <StaticPage title="Help Centre" description="Guides and answers for finding UK festivals with Festival Finder.">
      <Part title="Guides">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {GUIDES.map((g) => (
            <Box key={g.title} p="5" borderWidth="1px" borderRadius="xl">
              <Heading as="h3" size="md">
                {g.title}
              </Heading>
              <Text mt="2" color="gray.700">
                {g.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Part>
      <Part title="Frequently asked questions">
        <Stack gap="2">
          {FAQ.map((f) => (
            <details key={f.q} style={{ border: '1px solid #e5e7eb', borderRadius: 12, padding: '0.75rem 1rem' }}>
              <summary style={{ fontWeight: 600, cursor: 'pointer' }}>{f.q}</summary>
              <Text mt="2">{f.a}</Text>
            </details>
          ))}
        </Stack>
      </Part>
      <Part title="Still need help?">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Box p="5" bg="gray.50" borderRadius="xl">
            <Heading as="h3" size="md">
              Email support
            </Heading>
            <Text mt="2">
              {SITE.contactEmail} — we reply {REPLY_PROMISE}.
            </Text>
          </Box>
          <Box p="5" bg="gray.50" borderRadius="xl">
            <Heading as="h3" size="md">
              Contact form
            </Heading>
            <Text mt="2">
              <Link to="/contact" style={{ color: '#6b21a8', textDecoration: 'underline' }}>
                Send us a message
              </Link>
              ; we reply {REPLY_PROMISE}.
            </Text>
          </Box>
        </SimpleGrid>
      </Part>
    </StaticPage>
  );
}

export const Route = createFileRoute('/help')({ component: HelpPage });
