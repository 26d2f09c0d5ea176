import { Badge, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useAdminStats } from './api/get-admin-stats';
import { useHealthCheck } from './api/get-health';
import { useQualityRules } from '../../lib/admin/api/get-quality-rules';
import { useSystemStatus } from './api/get-system-status';
import { adminKeys } from '../../lib/admin/api/query-keys';
import { notifySuccess } from '../../components/admin/admin-notify';
import { notify } from '../../components/notify';
import { StatCard } from '../../components/admin/stat-card';
import { LauncherGroups } from './launchers';
import { Button } from '../../components/button';

const count = new Intl.NumberFormat('en-GB');

const statusTone = (s: string | undefined) => (s === 'Operational' ? 'green.700' : s === 'Degraded' ? 'orange.700' : 'red.700');

export function OverviewTab() {
  const stats = useAdminStats();
  const system = useSystemStatus();
  const health = useHealthCheck();
  const rules = useQualityRules();
  const ruleLabel = (code: string) => rules.data?.items.find((r) => r.code === code)?.label ?? code;
  const queryClient = useQueryClient();

  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([queryClient.refetchQueries({ queryKey: adminKeys.stats }), queryClient.refetchQueries({ queryKey: adminKeys.systemStatus })]);
    setRefreshing(false);
    notifySuccess('Stats refreshed');
  };
  const healthCheck = () =>
    health.mutate(undefined, {
      onSuccess: (h) =>
        notify({ title: 'Health Check Passed', description: `Website status: ${h.status}; database ${h.database ?? 'unknown'}.`, type: 'success' }),
      onError: () => notify({ title: 'Health Check Failed', description: 'Unable to perform website health check', type: 'error' }),
    });

  const s = stats.data;
  return (
    <Stack gap="6">
      {stats.isError && <Text color="red.700">Event figures could not be loaded: {errorMessage(stats.error)}</Text>}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard label="Total Events" value={s ? count.format(s.totalEvents) : '—'} loading={stats.isPending} />
        <StatCard
          label="Valid Events"
          value={s ? count.format(s.validEvents) : '—'}
          help={s ? `${s.validPercent.toFixed(1)}% valid` : undefined}
          loading={stats.isPending}
        />
        <StatCard
          label="Invalid Events"
          value={s ? count.format(s.invalidEvents) : '—'}
          help="Break at least one data-quality rule"
          loading={stats.isPending}
        />
        <StatCard
          label="System Status"
          value={system.data?.status ?? (system.isError ? 'Unknown' : '—')}
          help={system.isError ? errorMessage(system.error) : system.data?.readModel?.adapter ? `Read model: ${system.data.readModel.adapter}` : undefined}
          loading={system.isPending}
          tone={statusTone(system.data?.status)}
        />
      </SimpleGrid>

      {s && Object.keys(s.byProblem).length > 0 && (
        <Card.Root>
          <Card.Body gap="2">
            <Heading as="h3" size="sm">
              Data-quality problems
            </Heading>
            <Stack direction="row" wrap="wrap" gap="2">
              {Object.entries(s.byProblem).map(([code, n]) => (
                <Button key={code} asChild size="xs" variant="outline">
                  <RouterLink to="/admin/events" search={{ problem: code }}>
                    {ruleLabel(code)} <Badge colorPalette="red">{n}</Badge>
                  </RouterLink>
                </Button>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h3" size="md">
            Quick Actions
          </Heading>
          <Stack direction="row" wrap="wrap" gap="2">
            <Button size="sm" onClick={healthCheck} loading={health.isPending} loadingText="Checking...">
              Health Check
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href="/" target="_blank" rel="noopener">
                View Site
              </a>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void refresh()} loading={refreshing}>
              Refresh Stats
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/admin">Admin Home</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>

      <LauncherGroups />
    </Stack>
  );
}
