import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { useFixProblemImages } from './api/fix-problem-images';
import { useReplaceStockImages } from './api/replace-stock-images';

type Pending = 'stock' | 'problems' | null;

/** The dashboard's image card: the image tool, and the two data-management actions (their results also show under Operations). */
export function ImageLaunchers() {
  const [pending, setPending] = useState<Pending>(null);
  const stock = useReplaceStockImages();
  const problems = useFixProblemImages();
  const busy = stock.isPending || problems.isPending;
  const confirm = () => {
    const action = pending === 'stock' ? stock : problems;
    action.mutate(undefined, {
      onSuccess: (r) => {
        setPending(null);
        notifySuccess(pending === 'stock' ? 'Stock Images Replaced' : 'Event Images Fixed', r.message);
      },
      onError: (e) => {
        setPending(null);
        notifyFailure(pending === 'stock' ? 'Replace Failed' : 'Fix Failed', e);
      },
    });
  };
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          Event Images
        </Heading>
        <Text fontSize="sm" color="gray.600">
          Image quality, official pictures and generated covers.
        </Text>
        <Stack direction="row" wrap="wrap" gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/ai-image-enhancement" target="_blank">
              AI image enhancement
            </RouterLink>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPending('stock')} loading={stock.isPending}>
            Replace Unsplash Images
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPending('problems')} loading={problems.isPending}>
            Fix Specific Event Images
          </Button>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={pending !== null}
        title={pending === 'stock' ? 'Replace stock photos?' : 'Fix broken and problematic images?'}
        confirmLabel={pending === 'stock' ? 'Replace stock photos' : 'Fix images'}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending === 'stock'
          ? "Every event showing a stock-library photo gets its organiser's own image (when confidence is above 60%) or its generated cover. Each change is recorded in the event's history."
          : "Every event whose image is broken or below the quality threshold gets its organiser's own image (when confidence is above 60%) or its generated cover. Each change is recorded in the event's history."}
      </ConfirmDialog>
    </Card.Root>
  );
}
