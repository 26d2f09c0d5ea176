import { Box, Button, Card, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useEmailTemplates } from './api/email-templates';
import { useNewsletterDashboard } from './api/newsletter-dashboard';
import { useSegments, type Segment } from './api/newsletter-segments';
import { usePreviewCampaign, useSaveCampaign, useSendCampaign, useSendTestCampaign, type Campaign, type RenderedCampaign } from './api/newsletter-campaigns';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { FormAlert } from '../../components/admin/form-alert';
import { CampaignHistory } from './campaign-history';
import { MailFrame } from './mail-frame';

const REQUIRED = 'Please enter both subject and content for the campaign.';

/** Campaign form (Markdown content), preview, test send, send now or at a time, and the history. */
export function CampaignsTab() {
  const [id, setId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [when, setWhen] = useState('');
  const [segmentId, setSegmentId] = useState('');
  const [testTo, setTestTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [preview, setPreview] = useState<RenderedCampaign | null>(null);
  const templates = useEmailTemplates();
  const dashboard = useNewsletterDashboard();
  const segments = useSegments();
  const segment = segments.data?.segments.find((g) => g.id === segmentId);
  const save = useSaveCampaign();
  const send = useSendCampaign();
  const previewer = usePreviewCampaign();
  const tester = useSendTestCampaign();
  const blank = !subject.trim() || !content.trim();
  const body = { title: title.trim() || undefined, subject, content, templateId: templateId || null };
  const creating = save.isPending || send.isPending;

  const check = () => {
    setProblem(blank ? REQUIRED : null);
    return !blank;
  };
  const reset = () => {
    setId(null);
    setTitle('');
    setSubject('');
    setContent('');
    setTemplateId('');
    setWhen('');
    setSegmentId('');
    setPreview(null);
  };
  const open = (c: Campaign) => {
    setId(c.id);
    setTitle(c.title);
    setSubject(c.subject);
    setContent(c.content);
    setTemplateId(c.templateId ?? '');
    setPreview(null);
  };
  const applyTemplate = (value: string) => {
    setTemplateId(value);
    const t = templates.data?.templates.find((x) => x.id === value);
    if (t) {
      setSubject(t.subject);
      setContent(t.content);
    }
  };
  const saveDraft = () => {
    if (!check()) return;
    save.mutate(
      { id, ...body },
      {
        onSuccess: (c) => (setId(c.id), notifySuccess('Draft saved', `“${c.title}” is saved as a draft.`)),
        onError: (e) => notifyFailure('Failed to create campaign', e),
      },
    );
  };
  // Sending reaches every active subscriber: ask first, naming the audience and its size.
  const askToSend = () => {
    if (!check()) return;
    void dashboard.refetch();
    void segments.refetch();
    setConfirming(true);
  };
  const createAndSend = async () => {
    setConfirming(false);
    let campaignId: string;
    try {
      campaignId = (await save.mutateAsync({ id, ...body })).id;
      setId(campaignId);
    } catch (e) {
      notifyFailure('Failed to create campaign', e);
      return;
    }
    try {
      const r = await send.mutateAsync({ id: campaignId, scheduledAt: when ? new Date(when).toISOString() : undefined, segmentId: segmentId || null });
      notifySuccess(when ? 'Campaign scheduled' : 'Campaign sending', r.message);
      reset();
    } catch (e) {
      notifyFailure('Failed to send campaign', e);
    }
  };
  const showPreview = () => {
    if (!check()) return;
    previewer.mutate(body, { onSuccess: setPreview, onError: (e) => notifyFailure('Preview failed', e) });
  };
  const sendTest = () => {
    if (!check()) return;
    tester.mutate(
      { ...body, email: testTo },
      {
        onSuccess: (r) => notifySuccess(r.success ? 'Test email sent' : 'Test email queued', r.message),
        onError: (e) => notifyFailure('Test email failed', e),
      },
    );
  };

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h3" size="md">
            {id ? 'Edit Campaign' : 'Create Campaign'}
          </Heading>
          {problem && <FormAlert status="error">{problem}</FormAlert>}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Campaign Title</Field.Label>
              <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="e.g. December round-up" />
            </Field.Root>
            <Field.Root>
              <Field.Label>Template</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={templateId} onChange={(e) => applyTemplate(e.target.value)}>
                  <option value="">No template</option>
                  {(templates.data?.templates ?? []).map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>Audience</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field aria-label="Audience" value={segmentId} onChange={(e) => setSegmentId(e.target.value)}>
                <option value="">All active subscribers</option>
                {(segments.data?.segments ?? []).map((g) => (
                  <option key={g.id} value={g.id}>
                    Segment: {g.name} ({g.size.toLocaleString('en-GB')})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label>Subject Line</Field.Label>
            <Input value={subject} onChange={(e) => setSubject(e.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Content</Field.Label>
            <Textarea
              rows={8}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              placeholder="Markdown: # headings, **bold**, [links](https://…), lists"
            />
            <Field.HelperText>Markdown. Raw HTML is not allowed; links must be http(s) or mailto.</Field.HelperText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              <Field.Label>Send at (UK time, optional)</Field.Label>
              <Input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
              <Field.HelperText>Leave empty to send now; a scheduled campaign starts within five minutes of its time.</Field.HelperText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Send a test to</Field.Label>
              <HStack>
                <Input type="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} placeholder="you@example.com" />
                <Button variant="outline" onClick={sendTest} disabled={!testTo.trim() || tester.isPending}>
                  {tester.isPending ? 'Sending...' : 'Send Test'}
                </Button>
              </HStack>
            </Field.Root>
          </SimpleGrid>
          <HStack wrap="wrap">
            <Button colorPalette="purple" onClick={askToSend} disabled={creating || blank}>
              {creating ? 'Creating...' : when ? 'Create & Schedule' : 'Create & Send'}
            </Button>
            <Button variant="outline" onClick={saveDraft} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Draft'}
            </Button>
            <Button variant="outline" onClick={showPreview} disabled={previewer.isPending}>
              Preview
            </Button>
            {id && (
              <Button variant="ghost" onClick={reset}>
                New campaign
              </Button>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>
      <ConfirmDialog
        open={confirming}
        title={when ? 'Schedule this campaign?' : 'Send this campaign?'}
        confirmLabel={when ? 'Schedule' : 'Send now'}
        busy={creating}
        onConfirm={() => void createAndSend()}
        onClose={() => setConfirming(false)}
      >
        {audienceQuestion(subject, segmentId ? (segment ?? null) : dashboard.data?.stats.activeSubscribers, when)}
      </ConfirmDialog>
      {preview && (
        <Card.Root data-testid="campaign-preview">
          <Card.Body gap="3">
            <Heading as="h3" size="sm">
              Preview: exactly what each subscriber receives
            </Heading>
            <Text fontSize="sm">
              From {preview.from} · Reply-to {preview.replyTo} · Subject “{preview.subject}”
            </Text>
            <MailFrame html={preview.html} title="Campaign preview (HTML)" />
            <Box as="pre" fontSize="xs" whiteSpace="pre-wrap" p="3" bg="gray.50" borderRadius="md">
              {preview.text}
            </Box>
          </Card.Body>
        </Card.Root>
      )}
      <Stack gap="3">
        <Heading as="h3" size="md">
          Campaign History
        </Heading>
        <CampaignHistory onOpen={open} />
      </Stack>
    </Stack>
  );
}

const people = (n: number) => `${n.toLocaleString('en-GB')} active subscriber${n === 1 ? '' : 's'}`;

/**
 * "Send 'December picks' to 1,204 active subscribers now?" or "… to segment 'Londoners' (312 active subscribers) now?"
 * (the count as the server has it at this moment: the dashboard for everyone, the segment's live size otherwise).
 */
function audienceQuestion(subject: string, target: number | Segment | null | undefined, when: string): string {
  const audience =
    target === undefined
      ? 'every active subscriber'
      : target === null
        ? 'the chosen segment'
        : typeof target === 'number'
          ? people(target)
          : `segment “${target.name}” (${people(target.size)})`;
  const at = when ? `at ${new Date(when).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}` : 'now';
  return `Send “${subject.trim()}” to ${audience} ${at}?`;
}
