import { Badge, Box, Button, Card, Dialog, Field, HStack, Input, Portal, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useDeleteEmailTemplate, useEmailTemplates, useSaveEmailTemplate, type EmailTemplate } from './api/email-templates';
import { previewCampaign, type RenderedCampaign } from './api/newsletter-campaigns';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { formatDateTime } from '../../lib/admin/format';

/** User management's Email Templates tab: grid, Preview (rendered like a campaign), Edit, Delete, Manage Templates (new). */
export function EmailTemplatesSection() {
  const templates = useEmailTemplates();
  const remove = useDeleteEmailTemplate();
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const [preview, setPreview] = useState<RenderedCampaign | null>(null);
  const items = templates.data?.templates ?? [];

  const showPreview = async (t: EmailTemplate) => {
    try {
      setPreview(await previewCampaign({ subject: t.subject, content: t.content }));
    } catch (e) {
      notifyFailure('Preview failed', e);
    }
  };
  return (
    <Stack gap="4">
      <Button size="sm" colorPalette="purple" alignSelf="start" onClick={() => setEditing('new')}>
        Manage Templates: New Template
      </Button>
      {templates.isPending ? (
        <Text>Loading templates...</Text>
      ) : items.length === 0 ? (
        <Text color="gray.600">No templates yet. Create one to reuse its subject and content in campaigns.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {items.map((t) => (
            <Card.Root key={t.id} data-testid="template-card">
              <Card.Body gap="2">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{t.name}</Text>
                  <Badge>{t.type}</Badge>
                </HStack>
                <Text fontSize="sm">{t.subject}</Text>
                <Text fontSize="sm" color="gray.600">
                  {t.content.slice(0, 150)}
                  {t.content.length > 150 ? '…' : ''}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  Last used: {t.lastUsed ? formatDateTime(t.lastUsed) : 'never'}
                </Text>
                <HStack>
                  <Button size="xs" variant="outline" onClick={() => void showPreview(t)}>
                    Preview
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => setEditing(t)}>
                    Edit
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(t)}>
                    Delete
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {preview && (
        <Box>
          <Text fontSize="sm" mb="2">
            Preview of “{preview.subject}”
          </Text>
          <iframe
            title="Template preview"
            srcDoc={preview.html}
            sandbox=""
            style={{ width: '100%', height: '24rem', border: '1px solid #e2e8f0', borderRadius: 8 }}
          />
        </Box>
      )}
      {editing && <TemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete template"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => (notifySuccess('Template deleted'), setDeleting(null)),
            onError: (e) => (notifyFailure('Failed to delete template', e), setDeleting(null)),
          })
        }
      >
        {`Delete the template “${deleting?.name ?? ''}”? Campaigns that used it keep their own copy.`}
      </ConfirmDialog>
    </Stack>
  );
}

function TemplateDialog({ template, onClose }: { template: EmailTemplate | null; onClose: () => void }) {
  const save = useSaveEmailTemplate();
  const [form, setForm] = useState({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    type: template?.type ?? 'newsletter',
    content: template?.content ?? '',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: template?.id, ...form },
      { onSuccess: () => (notifySuccess('Template saved'), onClose()), onError: (err) => notifyFailure('Failed to save template', err) },
    );
  };
  const set = (k: keyof typeof form) => (v: string) => setForm({ ...form, [k]: v });
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{template ? 'Edit Template' : 'New Template'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root required>
                    <Field.Label>Name</Field.Label>
                    <Input value={form.name} onChange={(e) => set('name')(e.target.value)} />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>Subject</Field.Label>
                    <Input value={form.subject} onChange={(e) => set('subject')(e.target.value)} />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>Type</Field.Label>
                    <Input value={form.type} onChange={(e) => set('type')(e.target.value)} />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>Content (Markdown)</Field.Label>
                    <Textarea rows={8} value={form.content} onChange={(e) => set('content')(e.target.value)} />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={save.isPending}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="purple" disabled={save.isPending}>
                  {save.isPending ? 'Saving...' : 'Save Template'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
