import { Box, Button, Container, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { trackEvent } from '../../../lib/analytics';
import { useSubscribe } from '../api/subscribe';
import { blockErrorToast, blockSuccessToast } from '../newsletter-messages';
import { newsletterSubscribedAtom } from '../newsletter.atoms';

/** Home block "Never Miss an Event": success clears the field and reloads after 1.5 s. */
export function NewsletterBlock() {
  const [email, setEmail] = useState('');
  const mutation = useSubscribe();
  const setSubscribed = useSetAtom(newsletterSubscribedAtom);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) {
      notify({ title: 'Email required', description: 'Please enter a valid email address.', type: 'error' });
      return;
    }
    mutation.mutate(value, {
      onSuccess: (result) => {
        notify(blockSuccessToast(result));
        trackEvent('newsletter_subscribe', { event_category: 'engagement', event_label: 'home' });
        setEmail('');
        setSubscribed(true);
        window.setTimeout(() => window.location.reload(), 1500);
      },
      onError: (error) => notify(blockErrorToast(error)),
    });
  };

  return (
    <Box as="section" aria-labelledby="newsletter-title" bg="purple.800" color="white" py="14" data-testid="newsletter-block">
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" id="newsletter-title" size="2xl">
          Never Miss an Event
        </Heading>
        <Text mt="2" color="purple.100">
          Weekly picks, early bird ticket alerts and hidden gems, straight to your inbox.
        </Text>
        <form onSubmit={submit} noValidate>
          <Flex mt="6" gap="3" direction={{ base: 'column', sm: 'row' }}>
            <label htmlFor="newsletter-email" className="visually-hidden">
              Email address
            </label>
            <Input
              id="newsletter-email"
              type="email"
              bg="white"
              color="gray.900"
              placeholder="Enter your email address"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={mutation.isPending}
              autoComplete="email"
            />
            <Button type="submit" bg="orange.300" color="gray.900" _hover={{ bg: 'orange.200' }} disabled={mutation.isPending}>
              {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </Flex>
        </form>
      </Container>
    </Box>
  );
}
