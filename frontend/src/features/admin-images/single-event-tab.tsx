import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { useEnhanceThumbnail } from './api/enhance-thumbnail';
import { coverOf } from './cover-of';
import { EnhancementResult, ShownEnhancement } from './enhancement-result';
import { EventPicker } from './event-picker';

export function SingleEventTab() {
  const [eventId, setEventId] = useState('');
  const [shown, setShown] = useState<ShownEnhancement | null>(null);
  const enhance = useEnhanceThumbnail();
  const run = () =>
    enhance.mutate(eventId, {
      onSuccess: (r) => {
        notifySuccess(r.enhanced ? 'Enhancement Complete' : 'No Change Needed', r.message);
        if (r.enhancement)
          setShown({
            heading: r.enhanced ? 'Applied' : 'Kept as it is',
            source: r.enhancement.source,
            confidence: r.enhancement.confidence,
            currentImage: r.enhancement.previousImage ?? null,
            suggestedImage: r.enhancement.newImage ?? coverOf(eventId),
            reasoning: r.enhancement.reasoning,
          });
      },
      onError: (error) => notifyFailure('Enhancement Failed', error),
    });
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600">
        Finds the best picture for one event on its official website (og:image, twitter:image, schema.org Event image) and applies it; with none good enough,
        the event shows its generated cover. The change goes into the event's history.
      </Text>
      <EventPicker value={eventId} onChange={setEventId} />
      <Button alignSelf="start" onClick={run} disabled={!eventId} loading={enhance.isPending}>
        Enhance Thumbnail
      </Button>
      {!eventId && <Text color="gray.600">Select an event to enhance its image.</Text>}
      {shown && <EnhancementResult result={shown} />}
    </Stack>
  );
}
