import { Badge, Box, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useCampaignRecipients } from './api/newsletter-campaigns';
import { formatDateTime } from '../../lib/admin/format';

/**
 * One campaign's recipients and their outcomes: failed with the reason, bounced with the SMTP answer, sent, queued, or
 * uncertain (a crash left the mail mid-send).
 */
export function CampaignRecipients({ campaignId }: { campaignId: string }) {
  const [status, setStatus] = useState('');
  const outcomes = useCampaignRecipients(campaignId, status || undefined);
  return (
    <Stack gap="2" mt="2" data-testid="campaign-recipients">
      <NativeSelect.Root size="xs" maxW="40">
        <NativeSelect.Field aria-label="Recipient outcome" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">All outcomes</option>
          <option value="bounced">Bounced</option>
          <option value="failed">Failed</option>
          <option value="pending">Queued</option>
          <option value="sent">Sent</option>
          <option value="uncertain">Uncertain (crash mid-send)</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!outcomes.data ? (
        <Text fontSize="sm">Loading recipients...</Text>
      ) : (
        <Box maxH="12rem" overflowY="auto" fontSize="sm">
          <Text color="gray.600">{outcomes.data.total.toLocaleString('en-GB')} recipients (first 50 shown, problems first)</Text>
          {outcomes.data.items.map((r) => (
            <HStack key={r.email} justify="space-between" py="1" borderBottomWidth="1px">
              <Text truncate>{r.email}</Text>
              <HStack>
                {r.reason && r.status !== 'sent' && (
                  <Text color="red.700" fontSize="xs" truncate maxW="20rem" title={r.reason}>
                    {r.reason}
                  </Text>
                )}
                {r.sentAt && <Text fontSize="xs">{formatDateTime(r.sentAt)}</Text>}
                {r.uncertain && r.status !== 'uncertain' && (
                  <Badge colorPalette="orange" title="A crash left this mail mid-send; it was sent again and may have arrived twice">
                    uncertain
                  </Badge>
                )}
                <Badge
                  colorPalette={
                    r.status === 'sent' ? 'green' : r.status === 'bounced' || r.status === 'failed' ? 'red' : r.status === 'uncertain' ? 'orange' : 'yellow'
                  }
                >
                  {r.status}
                </Badge>
              </HStack>
            </HStack>
          ))}
        </Box>
      )}
    </Stack>
  );
}
