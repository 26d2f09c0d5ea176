import { Box, Container, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useCategories } from '../../../lib/api/categories/get-categories';

const COLUMNS: { title: string; links: [string, string][] }[] = [
  {
    title: 'Support',
    links: [
      ['/help', 'Help Centre'],
      ['/contact', 'Contact'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ],
  },
  {
    title: 'Coming soon',
    links: [
      ['/organiser-portal', 'Organiser Portal'],
      ['/submit-event', 'Submit an Event'],
      ['/partner-with-us', 'Partner with Us'],
      ['/mobile-app', 'Mobile App'],
    ],
  },
];

export function SiteFooter() {
  // The first four categories in the back office's order.
  const categories = useCategories();
  const columns = [
    { title: 'Categories', links: (categories.data ?? []).slice(0, 4).map((c): [string, string] => [`/category/${c.slug}`, c.name]) },
    ...COLUMNS,
  ];
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="16" py="12">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="8">
          <Stack>
            <Text fontWeight="bold" fontSize="lg">
              Festival Finder
            </Text>
            <Text fontSize="sm" color="gray.300">
              Discover amazing festivals across the UK. Tickets are sold by official vendors.
            </Text>
            <Stack direction="row" gap="3" fontSize="sm">
              <ChakraLink href="https://twitter.com/festivalfinder" color="gray.200" target="_blank" rel="noopener noreferrer">
                X / Twitter
              </ChakraLink>
              <ChakraLink href="https://www.instagram.com/festivalfinder" color="gray.200" target="_blank" rel="noopener noreferrer">
                Instagram
              </ChakraLink>
              <ChakraLink href="https://www.facebook.com/festivalfinder" color="gray.200" target="_blank" rel="noopener noreferrer">
                Facebook
              </ChakraLink>
            </Stack>
          </Stack>
          {columns.map((col) => (
            <Stack key={col.title} as="nav" aria-label={`Footer ${col.title}`}>
              <Heading as="h2" size="sm" color="white">
                {col.title}
              </Heading>
              {col.links.map(([to, label]) => (
                <ChakraLink key={to} asChild color="gray.200" fontSize="sm">
                  <Link to={to}>{label}</Link>
                </ChakraLink>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text mt="10" fontSize="xs" color="gray.400">
          © {new Date().getFullYear()} Festival Finder. Prices in GBP; dates shown in UK time.
        </Text>
      </Container>
    </Box>
  );
}
