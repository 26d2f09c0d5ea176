import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSentMail, useSentMailMessage } from './api/sent-mail';
import { formatDateTime } from '../../lib/admin/format';
import { MailFrame } from './mail-frame';

const COLOUR: Record<string, string> = { sent: 'green', pending: 'yellow', sending: 'yellow', failed: 'red', bounced: 'red' };

/** Every message the site sent or queued: on embedded defaults this is where mail can be read. */
export function SentMailTab() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useSentMail({ q: q.trim() || undefined, page });
  const message = useSentMailMessage(openId);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (list.data?.limit ?? 25)));
  return (
    <Stack gap="4">
      <Input
        aria-label="Search sent mail"
        placeholder="Search by address or subject"
        maxW="sm"
        size="sm"
        value={q}
        onChange={(e) => (setQ(e.target.value), setPage(1))}
      />
      {list.isPending ? (
        <Text>Loading sent mail...</Text>
      ) : total === 0 ? (
        <Text color="gray.600">No mail has been sent yet.</Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md" maxH="24rem" overflowY="auto">
          {list.data!.items.map((m) => (
            <HStack
              key={m.id}
              px="3"
              py="2"
              borderBottomWidth="1px"
              justify="space-between"
              bg={openId === m.id ? 'purple.50' : undefined}
              data-testid="sent-mail-row"
            >
              <Box minW="0">
                <Text fontWeight="medium" truncate>
                  {m.subject}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  To {m.to} · {m.category} · {formatDateTime(m.sentAt ?? m.createdAt)}
                  {m.lastError ? ` · ${m.lastError}` : ''}
                </Text>
              </Box>
              <HStack>
                <Badge colorPalette={COLOUR[m.status] ?? 'gray'}>{m.status}</Badge>
                <Button size="xs" variant="outline" onClick={() => setOpenId(m.id)}>
                  View
                </Button>
              </HStack>
            </HStack>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <HStack justify="center">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm">
            Page {page} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </HStack>
      )}
      {message.data && (
        <Stack gap="2">
          <Text fontSize="sm">
            <strong>{message.data.subject}</strong> to {message.data.to}
          </Text>
          <MailFrame html={message.data.html} title="Sent message" />
        </Stack>
      )}
    </Stack>
  );
}
