import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useCampaigns, useCancelCampaign, type Campaign } from './api/newsletter-campaigns';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { formatDateTime } from '../../lib/admin/format';
import { CampaignRecipients } from './campaign-recipients';
import { useState } from 'react';

const COLOUR: Record<Campaign['status'], string> = { draft: 'gray', scheduled: 'blue', sending: 'yellow', sent: 'green', cancelled: 'red' };
const LABEL: Record<Campaign['status'], string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' };

/** Every campaign with its stored delivery figures; drafts can be reopened, drafts and scheduled ones cancelled. */
export function CampaignHistory({ onOpen }: { onOpen: (c: Campaign) => void }) {
  const campaigns = useCampaigns();
  const cancel = useCancelCampaign();
  const [openId, setOpenId] = useState<string | null>(null);
  const items = campaigns.data?.campaigns ?? [];
  if (campaigns.isPending) return <Text>Loading campaigns...</Text>;
  if (items.length === 0) return <Text color="gray.600">No campaigns yet. Create your first campaign above to see its history here.</Text>;
  return (
    <Stack gap="2" data-testid="campaign-history">
      {items.map((c) => {
        const delivered = c.recipients ? Math.round((c.sent / c.recipients) * 100) : 0;
        return (
          <Box key={c.id} p="3" borderWidth="1px" borderRadius="md" data-testid="campaign-row">
            <HStack justify="space-between" wrap="wrap">
              <Box>
                <Text fontWeight="semibold">{c.title}</Text>
                <Text fontSize="sm" color="gray.600">
                  {c.subject} · {c.origin === 'digest' ? 'digest · ' : ''}
                  {c.status === 'scheduled' ? `for ${formatDateTime(c.scheduledAt)}` : formatDateTime(c.completedAt ?? c.startedAt ?? c.createdAt)}
                </Text>
              </Box>
              <Badge colorPalette={COLOUR[c.status]}>{LABEL[c.status]}</Badge>
            </HStack>
            {(c.status === 'sending' || c.status === 'sent') && (
              <Button size="xs" variant="ghost" mt="1" onClick={() => setOpenId(openId === c.id ? null : c.id)}>
                {openId === c.id ? 'Hide recipients' : 'Recipients'}
              </Button>
            )}
            {(c.status === 'sending' || c.status === 'sent') && (
              <Link asChild fontSize="sm" ml="2">
                <RouterLink to="/newsletter-management/campaigns/$id" params={{ id: c.id }}>
                  Report
                </RouterLink>
              </Link>
            )}
            {openId === c.id && <CampaignRecipients campaignId={c.id} />}
            {(c.status === 'sending' || c.status === 'sent') && (
              <Text fontSize="sm" mt="1" data-testid="campaign-figures">
                {c.recipients} recipients · {c.sent} sent ({delivered}% delivered) · {c.failed} failed · {c.bounced} bounced
                {c.pending ? ` · ${c.pending} queued` : ''}
                {c.uncertain ? ` · ${c.uncertain} uncertain (left mid-send by a crash)` : ''}
                {c.tracking ? ` · ${c.opens} opened · ${c.clicks} clicked` : ''}
              </Text>
            )}
            {(c.status === 'draft' || c.status === 'scheduled') && (
              <HStack mt="2">
                <Button size="xs" variant="outline" onClick={() => onOpen(c)}>
                  Open
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  loading={cancel.isPending && cancel.variables === c.id}
                  onClick={() =>
                    cancel.mutate(c.id, { onSuccess: () => notifySuccess('Campaign cancelled'), onError: (e) => notifyFailure('Failed to cancel campaign', e) })
                  }
                >
                  Cancel campaign
                </Button>
              </HStack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
