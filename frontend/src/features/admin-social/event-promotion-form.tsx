import { Badge, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { notifySuccess } from '../../components/admin/admin-notify';
import { hashtagLine } from './ai-answer-note';
import type { PromotionAnswer } from '../../lib/api/api-contracts.admin.gen';
import { PromotionPlatform, useGenerateEventPromotion } from './api/generate-event-promotion';

const PLATFORMS: Array<{ value: PromotionPlatform; label: string }> = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'x', label: 'X' },
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Below the tabs: one promotion post per chosen platform for an upcoming event, each stored as a draft. */
export function EventPromotionForm() {
  const generate = useGenerateEventPromotion();
  const [eventId, setEventId] = useState('');
  const [platforms, setPlatforms] = useState<PromotionPlatform[]>(['facebook', 'instagram']);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<PromotionAnswer | null>(null);

  const toggle = (p: PromotionPlatform, on: boolean) => setPlatforms((cur) => (on ? [...cur.filter((c) => c !== p), p] : cur.filter((c) => c !== p)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = eventId.trim();
    if (!id) return notify({ title: 'Event Required', description: 'Please select an event to generate promotion content.', type: 'error' });
    if (!UUID.test(id)) return setFormError('The event id is the UUID shown in the events manager.');
    if (platforms.length === 0) return setFormError('Choose at least one platform.');
    setFormError(null);
    generate.mutate(
      { eventId: id, platforms: PLATFORMS.map((p) => p.value).filter((p) => platforms.includes(p)) },
      {
        onSuccess: (r) => {
          setResult(r);
          notifySuccess('Promotion Drafted', `${r.posts.length} drafts are stored; publish them from the Publishing tab.`);
        },
        onError: (err) =>
          notify({
            title: 'Generation Failed',
            description: errorMessage(err, 'Failed to generate event promotion content. Please try again.'),
            type: 'error',
          }),
      },
    );
  };

  return (
    <Card.Root as="form" onSubmit={submit} aria-label="Generate Event Promotion">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Generate Event Promotion
        </Heading>
        <Field.Root invalid={Boolean(formError)}>
          <Field.Label>Event id</Field.Label>
          <Input value={eventId} onChange={(e) => setEventId(e.target.value)} placeholder="The event's id from the events manager" />
          {formError && <Field.ErrorText>{formError}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="4" wrap="wrap" role="group" aria-label="Platforms">
          {PLATFORMS.map((p) => (
            <HStack as="label" key={p.value} gap="2">
              <input
                type="checkbox"
                name="platforms"
                value={p.value}
                checked={platforms.includes(p.value)}
                onChange={(e) => toggle(p.value, e.target.checked)}
              />
              <Text>{p.label}</Text>
            </HStack>
          ))}
        </HStack>
        <Button type="submit" alignSelf="start" loading={generate.isPending}>
          Generate promotion
        </Button>
        {result && (
          <Stack gap="3">
            <Text fontSize="sm" color="gray.600">
              Written by {result.provider === 'openai' ? `OpenAI (${result.model})` : 'the built-in writer'}; stored as drafts.
              {result.fallbackReason ? ` OpenAI's answer was not used: ${result.fallbackReason}.` : ''}
            </Text>
            {result.posts.map((p) => (
              <Card.Root key={p.postId} variant="subtle" data-testid="promotion-post">
                <Card.Body gap="2">
                  <Badge alignSelf="start">{p.platform}</Badge>
                  <Text whiteSpace="pre-line">{p.content}</Text>
                  <Text fontSize="sm" color="blue.700">
                    {hashtagLine(p.hashtags)}
                  </Text>
                  <Text fontSize="sm" fontWeight="semibold">
                    {p.callToAction}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
