import { Box, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { formatPrice } from '../../../lib/format-price';
import { useFilterEvents } from '../../../lib/api/events/filter-events';
import { filterPopupAtom } from '../filter-popup.atoms';
import { eventDateText } from '../../../lib/event-dates';

function Thumb({ src, alt }: { src: string | null | undefined; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? '/images/default.svg' : src}
      alt={alt}
      width={72}
      height={54}
      style={{ objectFit: 'cover', borderRadius: 8, width: 72, height: 54 }}
      onError={() => setFailed(true)}
      loading="lazy"
    />
  );
}

/** Opens when a time period or region is chosen in the header; events sorted by start date ascending. */
export default function FilterPopup() {
  const [popup, setPopup] = useAtom(filterPopupAtom);
  const { data, isLoading, error } = useFilterEvents(popup?.kind ?? 'time', popup?.value);
  const events = [...(data ?? [])].sort((a, b) => (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999'));
  return (
    <Dialog.Root open={Boolean(popup)} onOpenChange={(e) => !e.open && setPopup(null)} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="filter-popup">
            <Dialog.Header>
              <Dialog.Title>{popup?.kind === 'region' ? `Festivals in ${popup?.label}` : `Festivals ${popup?.label ?? ''}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {isLoading && <Text>Loading events...</Text>}
              {error && <Text color="red.700">{error.message}</Text>}
              {!isLoading && !error && events.length === 0 && (
                <Stack align="center" py="6">
                  <Text fontWeight="bold">No Events Found</Text>
                </Stack>
              )}
              <Stack as="ul" listStyleType="none" gap="3">
                {events.map((e) => (
                  <li key={e.id}>
                    <Link to="/event/$id" params={{ id: e.id }} onClick={() => setPopup(null)} style={{ display: 'block' }}>
                      <HStack gap="3" p="2" borderWidth="1px" borderRadius="lg" _hover={{ bg: 'gray.50' }}>
                        <Thumb src={e.imageUrl} alt={e.title} />
                        <Box>
                          <Text fontWeight="semibold">{e.title}</Text>
                          <Text fontSize="sm" color="gray.700">
                            {eventDateText(e)} · {e.city} · {formatPrice(e.price, 'card')}
                          </Text>
                        </Box>
                      </HStack>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {data && (
                <Text fontSize="sm" color="gray.700">
                  Showing {events.length} event{events.length === 1 ? '' : 's'}
                </Text>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
