import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/button';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { StatCard } from '../../components/admin/stat-card';
import { AutomationAction, useChangeAutomation } from './api/change-automation';
import { AutomationPlan } from './automation-plan';
import { useFacebookSchedulerStatus } from './api/get-facebook-scheduler-status';
import { useSocialSchedulerStatus } from './api/get-social-scheduler-status';
import { AUTOMATION_COLOUR, AUTOMATION_LABEL, formatUkTime } from '../../lib/admin/uk-time';

const ACTIONS: Array<{ action: AutomationAction; label: string; target: 'active' | 'paused' | 'stopped'; palette: string }> = [
  { action: 'start', label: 'Start', target: 'active', palette: 'green' },
  { action: 'pause', label: 'Pause', target: 'paused', palette: 'orange' },
  { action: 'stop', label: 'Stop', target: 'stopped', palette: 'red' },
];

/** Start, Pause and Stop change the stored state the Facebook windows, the automation plan and the scheduled posts obey. */
export function AutomationTab() {
  const status = useSocialSchedulerStatus();
  const facebook = useFacebookSchedulerStatus();
  const change = useChangeAutomation();
  const state = status.data?.status.automation;

  const run = (action: AutomationAction) =>
    change.mutate(action, {
      onSuccess: (a) => notifySuccess('Automation Updated', `Automation is ${AUTOMATION_LABEL[a.state]}.`),
      onError: (e) => notifyFailure('Automation Change Failed', e),
    });

  return (
    <Stack gap="5">
      <HStack gap="3">
        <Text fontWeight="semibold">Automation status</Text>
        {status.isError ? (
          <Badge colorPalette="red">Offline</Badge>
        ) : (
          <Badge colorPalette={state ? AUTOMATION_COLOUR[state] : 'gray'} data-testid="automation-state">
            {state ? AUTOMATION_LABEL[state] : 'Loading...'}
          </Badge>
        )}
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        <StatCard
          label="Next post"
          value={status.data?.status.nextPost ? formatUkTime(status.data.status.nextPost) : '—'}
          loading={status.isPending}
          help={state === 'active' ? 'UK time: the plan, the Facebook windows and scheduled posts' : 'None while automation is not Active'}
        />
        <StatCard
          label="Plan posts per week"
          value={String(status.data?.plan.postsPerWeek ?? '—')}
          loading={status.isPending}
          help="Instagram, TikTok and X, from the plan below"
        />
        <StatCard
          label="Scheduled posts"
          value={String(status.data?.status.scheduledPosts ?? 0)}
          loading={status.isPending}
          help="Stored posts waiting to publish"
        />
        <StatCard
          label="Last change"
          value={status.data?.status.changedBy ?? '—'}
          loading={status.isPending}
          help={status.data?.status.changedAt ? formatUkTime(status.data.status.changedAt) : 'Never changed (starts Stopped)'}
        />
      </SimpleGrid>
      <HStack gap="3">
        {ACTIONS.map((a) => (
          <Button key={a.action} colorPalette={a.palette} disabled={!state || state === a.target || change.isPending} onClick={() => run(a.action)}>
            {a.label}
          </Button>
        ))}
      </HStack>
      <AutomationPlan plan={status.data?.plan} />
      <Card.Root>
        <Card.Body gap="1">
          <Text fontWeight="semibold">Facebook posting schedule</Text>
          <Text fontSize="sm">{facebook.data?.schedule ?? '—'}</Text>
          <Text fontSize="sm" color="gray.600">
            Each window posts the next three upcoming festivals, ten seconds apart. Paused or Stopped skips the windows.
            {facebook.data && !facebook.data.jobsEnabled ? ' The scheduled job is switched off in this installation.' : ''}
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
