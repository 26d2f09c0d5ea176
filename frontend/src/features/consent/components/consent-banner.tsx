import { Box, Button, CloseButton, Container, Flex, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { SITE } from '../../../config/site';
import { gdprAcceptedAtom } from '../consent.atoms';

/** Shown until the visitor accepts or declines; the choice is stored under gdpr-accepted. */
export function ConsentBanner() {
  const [accepted, setAccepted] = useAtom(gdprAcceptedAtom);
  if (accepted !== null) return null;
  return (
    <Box
      as="section"
      role="region"
      aria-labelledby="consent-title"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="banner"
      bg="white"
      borderTopWidth="2px"
      borderColor="purple.600"
      shadow="2xl"
      py="4"
      data-testid="consent-banner"
      maxH="60vh"
      overflowY="auto"
    >
      <Container maxW="6xl">
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
          <Stack gap="2" flex="1" fontSize="sm">
            <Heading as="h2" id="consent-title" size="md">We Value Your Privacy</Heading>
            <Text>
              We use cookies and a little personal data to run this site and send the newsletter you ask for. We only collect what is
              necessary, and we never sell your data.
            </Text>
            <Flex gap="6" wrap="wrap" display={{ base: 'none', md: 'flex' }}>
              <Box>
                <Text fontWeight="semibold">What we collect</Text>
                <List.Root ps="4">
                  <List.Item>Contact information you send us</List.Item>
                  <List.Item>Your email for newsletters</List.Item>
                  <List.Item>Basic technical data for security</List.Item>
                </List.Root>
              </Box>
              <Box>
                <Text fontWeight="semibold">Your rights</Text>
                <Text maxW="sm">
                  You can access, correct, delete or port your data. Send requests to{' '}
                  <ChakraLink href={`mailto:${SITE.privacyEmail}`} color="purple.700">{SITE.privacyEmail}</ChakraLink>.
                </Text>
              </Box>
            </Flex>
          </Stack>
          <Flex gap="2" align="center" wrap="wrap">
            <Button colorPalette="purple" onClick={() => setAccepted(true)}>Accept All</Button>
            <Button variant="outline" onClick={() => setAccepted(false)}>Decline</Button>
            <ChakraLink asChild color="purple.700" fontSize="sm" textDecoration="underline">
              <Link to="/privacy">Privacy Policy</Link>
            </ChakraLink>
          </Flex>
        </Flex>
      </Container>
      <CloseButton position="absolute" top="2" right="2" size="sm" aria-label="Close and decline" onClick={() => setAccepted(false)} />
    </Box>
  );
}
