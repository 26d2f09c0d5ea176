import { Button, CloseButton, Dialog, Field, Heading, Input, Link as ChakraLink, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { trackEvent } from '../../../lib/analytics';
import { suppressUntil } from '../../../lib/popup-suppression';
import { useSubscribe } from '../api/subscribe';
import { POPUP_SUCCESS_TOAST, popupErrorToast } from '../newsletter-messages';
import { newsletterPopupSeenAtom, newsletterSubscribedAtom } from '../newsletter.atoms';

/** The pop-up itself; loaded only when the host decides to show it. */
export default function NewsletterPopup({ onDone }: { onDone: () => void }) {
  const setSeen = useSetAtom(newsletterPopupSeenAtom);
  const setSubscribed = useSetAtom(newsletterSubscribedAtom);
  const [open, setOpen] = useState(true);
  const [email, setEmail] = useState('');
  const mutation = useSubscribe();

  const close = () => {
    setOpen(false);
    setSeen(suppressUntil(new Date()));
    onDone();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value || mutation.isPending) return;
    mutation.mutate(value, {
      onSuccess: () => {
        notify(POPUP_SUCCESS_TOAST);
        trackEvent('newsletter_subscribe', { event_category: 'engagement', event_label: 'popup' });
        setEmail('');
        setSubscribed(true);
        setOpen(false);
        onDone();
      },
      onError: (error) => notify(popupErrorToast(error)),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? setOpen(true) : close())} placement="center" closeOnInteractOutside>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="newsletter-popup" mx="4">
            <Dialog.Header flexDirection="column" alignItems="flex-start" bg="purple.700" color="white" borderTopRadius="md">
              <Dialog.Title fontSize="2xl">Never Miss a Festival!</Dialog.Title>
              <Text>Upcoming UK festivals from our catalogue, in your inbox</Text>
            </Dialog.Header>
            <Dialog.Body pt="4">
              <Stack gap="3">
                {/* Only what the newsletter really sends: no subscriber count, discounts or alerts nobody stated. */}
                <Heading as="h3" size="md">
                  Join our festival newsletter
                </Heading>
                <List.Root ps="5">
                  <List.Item>A regular digest of upcoming festivals</List.Item>
                  <List.Item>Dates and official ticket links as they are confirmed</List.Item>
                  <List.Item>Unsubscribe in one click, any time</List.Item>
                </List.Root>
                <form onSubmit={submit}>
                  <Stack gap="3">
                    <Field.Root required>
                      <Field.Label>Email address</Field.Label>
                      <Input
                        type="email"
                        required
                        placeholder="Enter your email address"
                        value={email}
                        onChange={(e) => setEmail(e.target.value)}
                        autoComplete="email"
                      />
                    </Field.Root>
                    <Button type="submit" colorPalette="purple" disabled={mutation.isPending || !email.trim()}>
                      {mutation.isPending ? 'Subscribing...' : 'Subscribe Now'}
                    </Button>
                  </Stack>
                </form>
                <Text fontSize="sm" color="gray.700">
                  No spam, unsubscribe anytime.{' '}
                  <ChakraLink asChild color="purple.700" textDecoration="underline">
                    <Link to="/privacy" onClick={close}>
                      Privacy Policy
                    </Link>
                  </ChakraLink>
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label="Close newsletter sign-up" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
