import { Box, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FestivalEvent } from '../../lib/api/api-contracts.gen';
import { usePageMeta } from '../../hooks/use-page-meta';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useEventPreview } from './api/event-preview';
import { FormAlert } from '../../components/admin/form-alert';
import { formatUkTime } from '../../lib/admin/uk-time';
import { STATUS_LABELS } from './event-status';

/**
 * /admin/events/$id/preview: the event's public page drawn by the public page's own component (`render`, composed in
 * the route: features do not import each other) from the write model, under a banner that says it is not published.
 */
export function EventPreviewPage({ id, render }: { id: string; render: (event: FestivalEvent) => ReactNode }) {
  const preview = useEventPreview(id);
  usePageMeta(preview.data ? `Preview: ${preview.data.event.title}` : 'Preview');
  if (preview.isPending) return <Text role="status">Loading preview...</Text>;
  if (preview.isError) {
    return (
      <FormAlert status="error" title="The preview could not be loaded">
        {errorMessage(preview.error)}
      </FormAlert>
    );
  }
  const { event, status, publishAt } = preview.data;
  return (
    <Stack gap="0">
      <Box role="status" data-testid="preview-banner" bg="orange.100" borderColor="orange.400" borderWidth="2px" borderRadius="md" px="4" py="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="0">
            <Text fontWeight="bold" fontSize="lg">
              Preview — not published
            </Text>
            <Text fontSize="sm">
              {status === 'published'
                ? 'This is the saved version; the public page shows it too.'
                : `Status: ${STATUS_LABELS[status]}. Visitors cannot see this page${publishAt ? ` until ${formatUkTime(publishAt)} (UK time), when it is scheduled to be published` : ''}.`}
            </Text>
          </Stack>
          <Link asChild fontWeight="semibold">
            <RouterLink to="/admin/events/$id" params={{ id }}>
              ← Back to the editor
            </RouterLink>
          </Link>
        </HStack>
      </Box>
      <Container maxW="full" px="0" data-testid="preview-page">
        {render(event)}
      </Container>
    </Stack>
  );
}
