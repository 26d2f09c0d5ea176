import { Card, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { notifySuccess } from '../../components/admin/admin-notify';
import { useCreateSocialPost } from './api/create-social-post';
import { countFor, useSocialLimits } from './api/get-social-limits';
import { SOCIAL_PLATFORMS, SocialPlatform } from './api/social-post.schema';
import { EventPicker, PickedEvent } from './event-picker';
import { PlatformPreviews } from './platform-previews';

/**
 * Compose one text for several platforms: a preview per platform with its limit counted live (the limits the server
 * enforces, from GET /limits), an event picked by title, and the sandbox for trying the flow without accounts.
 * `ready` says which platforms have an account connected; the sandbox is ticked while none of the chosen ones has.
 */
export function ComposePostForm({ ready }: { ready: Record<SocialPlatform, boolean> }) {
  const limits = useSocialLimits();
  const create = useCreateSocialPost();
  const [platforms, setPlatforms] = useState<SocialPlatform[]>(['facebook']);
  const [event, setEvent] = useState<PickedEvent | null>(null);
  const [content, setContent] = useState('');
  const [sandboxChoice, setSandboxChoice] = useState<boolean | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const noAccount = platforms.every((p) => !ready[p]);
  const sandbox = sandboxChoice ?? noAccount;
  const chosen = (limits.data?.limits ?? []).filter((l) => platforms.includes(l.platform));
  const text = content.trim();
  const over = chosen.filter((l) => countFor(l, text) > l.max);

  const toggle = (p: SocialPlatform) => setPlatforms((now) => (now.includes(p) ? now.filter((x) => x !== p) : [...now, p]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!platforms.length) return setFormError('Choose at least one platform.');
    if (!event && !text) return setFormError('Pick an event, write the post text, or both.');
    if (over.length) return setFormError(`Too long for ${over.map((l) => l.name).join(' and ')}; shorten it first.`);
    setFormError(null);
    try {
      for (const platform of platforms)
        await create.mutateAsync({ platform, sandbox, ...(event ? { eventId: event.id } : {}), ...(text ? { content: text } : {}) });
      notifySuccess(
        platforms.length === 1 ? 'Draft Saved' : 'Drafts Saved',
        `${platforms.length} ${sandbox ? 'sandbox ' : ''}draft${platforms.length === 1 ? '' : 's'} stored; schedule or publish them below.`,
      );
      setContent('');
      setEvent(null);
    } catch (err) {
      setFormError(errorMessage(err));
    }
  };

  return (
    <Card.Root as="form" onSubmit={(e: FormEvent) => void submit(e)} aria-label="Compose post">
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          Compose a post
        </Heading>
        <fieldset>
          <Text as="legend" fontWeight="medium" mb="1">
            Platforms
          </Text>
          <HStack gap="5" wrap="wrap">
            {SOCIAL_PLATFORMS.map((p) => (
              <label key={p} style={{ display: 'flex', alignItems: 'center', gap: '0.4rem' }}>
                <input type="checkbox" checked={platforms.includes(p)} onChange={() => toggle(p)} style={{ width: 16, height: 16 }} />
                {limits.data?.limits.find((l) => l.platform === p)?.name ?? p}
                {!ready[p] && (
                  <Text as="span" color="gray.600" fontSize="sm">
                    (not connected)
                  </Text>
                )}
              </label>
            ))}
          </HStack>
        </fieldset>
        <label style={{ display: 'flex', alignItems: 'center', gap: '0.4rem' }}>
          <input type="checkbox" checked={sandbox} onChange={(e) => setSandboxChoice(e.target.checked)} style={{ width: 16, height: 16 }} />
          Sandbox: store what would be posted, call no platform
        </label>
        {noAccount && (
          <Text fontSize="sm" color="gray.600">
            No chosen platform has an account connected, so these drafts go to the sandbox.
          </Text>
        )}
        <EventPicker value={event} onChange={setEvent} />
        <Field.Root invalid={Boolean(formError)}>
          <Field.Label>Post text</Field.Label>
          <Textarea rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
          {formError && <Field.ErrorText>{formError}</Field.ErrorText>}
        </Field.Root>
        <PlatformPreviews text={text} limits={chosen} link={event ? `/events/${event.id}` : null} />
        <Stack direction="row">
          <Button type="submit" loading={create.isPending} disabled={over.length > 0}>
            Save draft{platforms.length > 1 ? 's' : ''}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
