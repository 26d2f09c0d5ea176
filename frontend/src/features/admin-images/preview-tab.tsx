import { HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { useEnhanceThumbnail } from './api/enhance-thumbnail';
import { useEnhancementPreview } from './api/get-enhancement-preview';
import { EnhancementResult } from './enhancement-result';
import { EventPicker } from './event-picker';

export function PreviewTab() {
  const [eventId, setEventId] = useState('');
  const preview = useEnhancementPreview();
  const apply = useEnhanceThumbnail();
  const p = preview.data?.eventId === eventId ? preview.data : null;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600">
        Shows what enhancing would do, without changing anything.
      </Text>
      <EventPicker value={eventId} onChange={setEventId} />
      <HStack gap="2">
        <Button onClick={() => preview.mutate(eventId, { onError: (e) => notifyFailure('Preview Failed', e) })} disabled={!eventId} loading={preview.isPending}>
          Preview Enhancement
        </Button>
        {p?.changes && (
          <Button
            variant="outline"
            loading={apply.isPending}
            onClick={() =>
              apply.mutate(eventId, {
                onSuccess: (r) => {
                  notifySuccess(r.enhanced ? 'Enhancement Complete' : 'No Change Needed', r.message);
                  preview.reset();
                },
                onError: (e) => notifyFailure('Enhancement Failed', e),
              })
            }
          >
            Apply Suggestion
          </Button>
        )}
      </HStack>
      {p && (
        <EnhancementResult
          result={{
            heading: p.changes ? 'Suggestion' : 'No change needed',
            source: p.source,
            confidence: p.confidence,
            currentImage: p.currentImage ?? null,
            suggestedImage: p.suggestedImage,
            reasoning: p.reasoning,
          }}
        />
      )}
    </Stack>
  );
}
