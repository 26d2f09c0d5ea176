import {
  Box,
  Container,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  Link as ChakraLink,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { SITE } from '../../../config/site';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { trackEvent } from '../../../lib/analytics';
import { serverFieldErrors, serverMessage } from '../../../lib/api-client';
import { useContactChallenge, useSendContact } from '../api/contact';
import { validateContact, type ContactFormValues } from '../contact-form.schema';
import { REPLY_PROMISE } from '@contracts/contact/reply-promise';
import { Button } from '../../../components/button';

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', inquiryType: '' as never, subject: '', message: '', honeypot: '', captcha: '' };

export function ContactPage() {
  usePageMeta('Contact Festival Finder', `Advertising, partnership or general enquiries: send us a message and we will reply ${REPLY_PROMISE}.`);
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [sent, setSent] = useState(false);
  const challenge = useContactChallenge();
  const send = useSendContact();
  const queryClient = useQueryClient();

  const set = (field: keyof ContactFormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (touched[field]) setErrors((prev) => ({ ...prev, [field]: validateContact(next)[field] ?? '' }));
  };
  const blur = (field: keyof ContactFormValues) => () => {
    setTouched((t) => ({ ...t, [field]: true }));
    setErrors((prev) => ({ ...prev, [field]: validateContact(values)[field] ?? '' }));
  };
  const newQuestion = () => {
    setValues((v) => ({ ...v, captcha: '' }));
    void queryClient.refetchQueries({ queryKey: ['/api/contact/challenge'] });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setTouched({ name: true, email: true, inquiryType: true, subject: true, message: true, captcha: true });
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`form[aria-label="Contact form"] [name="${first}"]`)?.focus();
      return;
    }
    // A challenge is single-use: never send while a new question is being drawn (the shown one is already spent).
    if (!challenge.data || challenge.isFetching) {
      setErrors({ captcha: 'Please answer the verification question' });
      return;
    }
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: (values.phone ?? '').trim(),
        inquiryType: values.inquiryType,
        subject: values.subject.trim(),
        message: values.message.trim(),
        honeypot: values.honeypot,
        challengeId: challenge.data.id,
        captcha: values.captcha.trim(),
      },
      {
        onSuccess: () => {
          notify({ title: 'Message sent successfully!', description: `We'll get back to you ${REPLY_PROMISE}.`, type: 'success' });
          trackEvent('contact_form_submit', { event_category: 'engagement', event_label: values.inquiryType });
          setValues(EMPTY);
          setTouched({});
          setErrors({});
          setSent(true);
          void queryClient.refetchQueries({ queryKey: ['/api/contact/challenge'] });
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error);
          setErrors(fieldErrors);
          if (fieldErrors.captcha) newQuestion();
          notify({ title: 'Failed to send message', description: serverMessage(error) ?? 'Failed to send message', type: 'error' });
        },
      },
    );
  };

  const err = (f: string) => (errors[f] ? errors[f] : undefined);

  return (
    <Container maxW="6xl" py="8" data-testid="contact-page">
      <ChakraLink asChild color="purple.700">
        <Link to="/">← Back to Home</Link>
      </ChakraLink>
      <Heading as="h1" size="3xl" mt="4">
        Contact Us
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="10" mt="6">
        <Stack gap="4" as="aside" aria-label="Contact information">
          <Box>
            <Text fontWeight="bold">Email</Text>
            <ChakraLink href={`mailto:${SITE.contactEmail}`} color="purple.700">
              {SITE.contactEmail}
            </ChakraLink>
          </Box>
          <Box>
            <Text fontWeight="bold">Response time</Text>
            <Text>Within 24 hours</Text>
          </Box>
          <Box>
            <Text fontWeight="bold">Coverage</Text>
            <Text>United Kingdom</Text>
          </Box>
          <Box>
            <Text fontWeight="bold">How we can help</Text>
            <Stack gap="2" mt="2">
              <Box>
                <Text fontWeight="semibold">Advertising</Text>
                <Text fontSize="sm" color="gray.700">
                  Feature your festival in our newsletter and on our social channels.
                </Text>
              </Box>
              <Box>
                <Text fontWeight="semibold">Partnership</Text>
                <Text fontSize="sm" color="gray.700">
                  Ticketing, media and venue partnerships.
                </Text>
              </Box>
              <Box>
                <Text fontWeight="semibold">General</Text>
                <Text fontSize="sm" color="gray.700">
                  Questions, corrections and feedback.
                </Text>
              </Box>
            </Stack>
          </Box>
        </Stack>
        <Box gridColumn={{ lg: 'span 2' }}>
          {sent ? (
            <Stack gap="4" align="flex-start" bg="green.50" p="8" borderRadius="xl" data-testid="contact-thanks" role="status">
              <Heading as="h2" size="xl">
                Thank you!
              </Heading>
              <Text>Your message has been sent. We'll get back to you {REPLY_PROMISE}.</Text>
              <HStack gap="3">
                <Button colorPalette="purple" onClick={() => setSent(false)}>
                  Send Another Message
                </Button>
                <Button asChild variant="outline">
                  <Link to="/">Back to Home</Link>
                </Button>
              </HStack>
            </Stack>
          ) : (
            <form onSubmit={submit} noValidate aria-label="Contact form">
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Field.Root required invalid={Boolean(err('name'))}>
                    <Field.Label>
                      Name <Field.RequiredIndicator />
                    </Field.Label>
                    <Input name="name" value={values.name} onChange={set('name')} onBlur={blur('name')} autoComplete="name" maxLength={60} />
                    <Field.ErrorText color="red.700">{err('name')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={Boolean(err('email'))}>
                    <Field.Label>
                      Email <Field.RequiredIndicator />
                    </Field.Label>
                    <Input name="email" type="email" value={values.email} onChange={set('email')} onBlur={blur('email')} autoComplete="email" />
                    <Field.ErrorText color="red.700">{err('email')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(err('phone'))}>
                    <Field.Label>Phone (optional)</Field.Label>
                    <Input name="phone" type="tel" value={values.phone} onChange={set('phone')} autoComplete="tel" />
                    <Field.ErrorText color="red.700">{err('phone')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={Boolean(err('inquiryType'))}>
                    <Field.Label>
                      Inquiry type <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="inquiryType" value={values.inquiryType} onChange={set('inquiryType')} onBlur={blur('inquiryType')}>
                        <option value="">Select an inquiry type</option>
                        <option value="advertising">Advertising</option>
                        <option value="partnership">Partnership</option>
                        <option value="general">General</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText color="red.700">{err('inquiryType')}</Field.ErrorText>
                  </Field.Root>
                </SimpleGrid>
                <Field.Root required invalid={Boolean(err('subject'))}>
                  <Field.Label>
                    Subject <Field.RequiredIndicator />
                  </Field.Label>
                  <Input name="subject" value={values.subject} onChange={set('subject')} onBlur={blur('subject')} maxLength={120} />
                  <Field.ErrorText color="red.700">{err('subject')}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={Boolean(err('message'))}>
                  <Field.Label>
                    Message <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea name="message" rows={6} value={values.message} onChange={set('message')} onBlur={blur('message')} maxLength={1000} />
                  <Flex w="100%" justify="space-between">
                    <Field.ErrorText color="red.700">{err('message')}</Field.ErrorText>
                    <Text fontSize="sm" color="gray.700" ml="auto" aria-live="polite" data-testid="message-counter">
                      {values.message.length}/1000
                    </Text>
                  </Flex>
                </Field.Root>
                {/* Spam trap: hidden from people and assistive tech, left empty by humans. */}
                <Box position="absolute" left="-10000px" aria-hidden="true">
                  <label htmlFor="contact-website">Website</label>
                  <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" value={values.honeypot} onChange={set('honeypot')} />
                </Box>
                <Field.Root required invalid={Boolean(err('captcha'))}>
                  <Field.Label>
                    Verification: {challenge.isFetching ? 'loading question…' : (challenge.data?.question ?? 'question unavailable')}{' '}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <HStack w="100%">
                    <Input name="captcha" value={values.captcha} onChange={set('captcha')} onBlur={blur('captcha')} autoComplete="off" />
                    <IconButton variant="outline" aria-label="Get a different question" onClick={newQuestion}>
                      <span aria-hidden="true">↻</span>
                    </IconButton>
                  </HStack>
                  <Field.ErrorText color="red.700">{err('captcha')}</Field.ErrorText>
                </Field.Root>
                {errors.honeypot && (
                  <Text color="red.700" role="alert">
                    {errors.honeypot}
                  </Text>
                )}
                <Button type="submit" colorPalette="purple" size="lg" disabled={send.isPending} alignSelf="flex-start">
                  {send.isPending ? 'Sending...' : 'Send Message'}
                </Button>
              </Stack>
            </form>
          )}
        </Box>
      </SimpleGrid>
    </Container>
  );
}
