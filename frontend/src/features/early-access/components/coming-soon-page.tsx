import { Badge, Box, Container, Flex, Heading, Input, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { LAUNCH_LABELS } from '../../../config/site';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useNotify, type EarlyAccessFeature } from '../api/notify';
import { Button } from '../../../components/button';
import { CatalogueFigure, FigureValue } from './catalogue-figure';

export interface ComingSoonContent {
  feature: EarlyAccessFeature;
  title: string;
  intro: string;
  features: { title: string; text: string }[];
  stats: ({ label: string; value: string } | { label: string; figure: CatalogueFigure })[];
}

export function isValidEarlyAccessEmail(email: string): boolean {
  const value = email.trim();
  return value.length > 0 && value.includes('@');
}

export function ComingSoonPage({ content }: { content: ComingSoonContent }) {
  usePageMeta(`${content.title} – Coming Soon`, content.intro);
  const [email, setEmail] = useState('');
  const mutation = useNotify();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!isValidEarlyAccessEmail(email)) {
      notify({ title: 'Invalid Email', description: 'Please enter a valid email address.', type: 'error' });
      return;
    }
    mutation.mutate(
      { feature: content.feature, email },
      {
        onSuccess: (res) => {
          notify({ title: 'Welcome to Early Access!', description: `${res.message ?? ''} Check your email for confirmation.`.trim(), type: 'success' });
          setEmail('');
        },
        onError: () => notify({ title: 'Error', description: 'Failed to submit notification request. Please try again.', type: 'error' }),
      },
    );
  };
  return (
    <Box data-testid={`coming-soon-${content.feature}`}>
      <Box bg="purple.900" color="white" py="16">
        <Container maxW="5xl">
          {/* orange.700 behind white text: 5.2:1 (the solid palette’s orange.600 is 3.6:1) */}
          <Badge bg="orange.700" color="white" data-testid="launch-label">
            Launching {LAUNCH_LABELS[content.feature]}
          </Badge>
          <Heading as="h1" size="4xl" mt="3">
            {content.title}
          </Heading>
          <Text fontSize="lg" mt="3" color="purple.100" maxW="2xl">
            {content.intro}
          </Text>
          <form onSubmit={submit} noValidate aria-label="Early access sign-up">
            <Flex gap="3" mt="6" maxW="xl" direction={{ base: 'column', sm: 'row' }}>
              <label htmlFor="early-email" className="visually-hidden">
                Email address
              </label>
              <Input
                id="early-email"
                type="email"
                bg="white"
                color="gray.900"
                placeholder="Enter your email for early access"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="email"
              />
              <Button type="submit" bg="orange.300" color="gray.900" _hover={{ bg: 'orange.200' }} disabled={mutation.isPending}>
                {mutation.isPending ? 'Submitting...' : 'Notify Me'}
              </Button>
            </Flex>
          </form>
        </Container>
      </Box>
      <Container maxW="5xl" py="12">
        <Heading as="h2" size="2xl" mb="6">
          What's planned
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {content.features.map((f) => (
            <Stack key={f.title} p="5" borderWidth="1px" borderRadius="xl">
              <Heading as="h3" size="md">
                {f.title}
              </Heading>
              <Text color="gray.700">{f.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt="10">
          {content.stats.map((s) => (
            <Stat.Root key={s.label} p="5" bg="gray.50" borderRadius="xl">
              <Stat.Label>{s.label}</Stat.Label>
              <Stat.ValueText>{'figure' in s ? <FigureValue figure={s.figure} /> : s.value}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
        <Button asChild mt="10" variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </Container>
    </Box>
  );
}
