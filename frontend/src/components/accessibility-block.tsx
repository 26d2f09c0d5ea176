import { Box, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { ACCESS_FACTS, accessContactHref, completeAccessibility, type Accessibility, type AccessValue } from '@contracts/events/accessibility-facts';

const WORDS: Record<AccessValue, string> = { yes: 'Yes', no: 'No', 'not-stated': 'Not stated' };
const COLOURS: Record<AccessValue, string> = { yes: 'green.700', no: 'red.700', 'not-stated': 'gray.600' };

/**
 * Every accessibility fact in one place, each Yes / No / Not stated (unknown is never guessed), and the access contact.
 * Used by the event page (its facts over its venue's) and the venue page.
 */
export function AccessibilityBlock({ accessibility, subject }: { accessibility: Partial<Accessibility> | null | undefined; subject: 'event' | 'venue' }) {
  const facts = completeAccessibility(accessibility);
  const stated = ACCESS_FACTS.some((f) => facts[f.key] !== 'not-stated');
  return (
    <Box as="section" aria-labelledby="accessibility-title" mt="6" data-testid="accessibility-block">
      <Heading as="h2" id="accessibility-title" size="lg" mb="2">
        Accessibility
      </Heading>
      {!stated && (
        <Text mb="2" color="gray.700">
          The {subject === 'event' ? 'organisers have' : 'venue has'} not told us about access yet.
        </Text>
      )}
      <Box as="dl" display="grid" gridTemplateColumns="minmax(0, 1fr) auto" columnGap="4" rowGap="1">
        {ACCESS_FACTS.map((f) => (
          <Box key={f.key} display="contents" data-testid={`access-${f.token}`}>
            <Text as="dt">{f.label}</Text>
            <Text as="dd" fontWeight="semibold" color={COLOURS[facts[f.key]]} data-value={facts[f.key]}>
              {WORDS[facts[f.key]]}
            </Text>
          </Box>
        ))}
      </Box>
      {facts.contact && (
        <Text mt="3">
          Access questions:{' '}
          <ChakraLink
            href={accessContactHref(facts.contact)}
            color="purple.700"
            textDecoration="underline"
            rel="noopener noreferrer"
            data-testid="access-contact"
          >
            {facts.contact}
          </ChakraLink>
        </Text>
      )}
    </Box>
  );
}
