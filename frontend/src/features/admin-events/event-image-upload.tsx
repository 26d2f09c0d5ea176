import { Box, Card, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useUploadEventImage } from './api/upload-event-image';
import { notifySuccess } from '../../components/admin/admin-notify';
import { FormAlert } from '../../components/admin/form-alert';
import { Button } from '../../components/button';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The event's current picture and an upload control; on success the page reloads the event at the new version. */
export function EventImageUpload({ id, imageUrl, onUploaded }: { id: string; imageUrl: string | null; onUploaded: (version: number) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadEventImage();
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { id, file },
      {
        onSuccess: (result) => {
          notifySuccess('Image uploaded', `Stored at ${result.widths.join(', ')} px wide`);
          onUploaded(result.version);
        },
      },
    );
    if (input.current) input.current.value = '';
  };
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Image
          </Heading>
          {imageUrl ? (
            <Box maxW="sm">
              <Image src={imageUrl} alt="Current event image" borderRadius="md" data-testid="current-event-image" />
            </Box>
          ) : (
            <Text color="gray.600">No image yet: the site shows a generated cover.</Text>
          )}
          <HStack gap="3">
            <input ref={input} type="file" accept={ACCEPT} hidden data-testid="event-image-input" onChange={(e) => choose(e.target.files?.[0])} />
            <Button
              size="sm"
              variant="outline"
              colorPalette="purple"
              loading={upload.isPending}
              loadingText="Uploading..."
              onClick={() => input.current?.click()}
            >
              Upload image
            </Button>
            <Text fontSize="sm" color="gray.600">
              JPEG, PNG, WebP, GIF or AVIF, up to 8 MB. Location and camera data are removed.
            </Text>
          </HStack>
          {upload.isError && <FormAlert status="error">{errorMessage(upload.error)}</FormAlert>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
