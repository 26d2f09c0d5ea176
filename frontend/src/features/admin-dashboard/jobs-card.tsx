import { Badge, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useAdminStatus } from '../../lib/admin/api/get-admin-status';
import { mayUse } from '../../lib/admin/admin-areas';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useJobs } from './api/get-jobs';
import { useRunJob } from './api/run-job';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { formatDateTime } from '../../lib/admin/format';

/** The scheduler's jobs with their last and next run, and "Run now". */
export function JobsCard() {
  const mayRun = mayUse(useAdminStatus().data, 'operations');
  const jobs = useJobs(5000);
  const run = useRunJob();
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          Background jobs
        </Heading>
        {jobs.isPending && <Text>Loading jobs...</Text>}
        {jobs.isError && <Text color="red.700">Jobs could not be loaded: {errorMessage(jobs.error)}</Text>}
        {jobs.data && jobs.data.items.length === 0 && <Text>No background jobs are registered.</Text>}
        {jobs.data && jobs.data.items.length > 0 && (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Job</Table.ColumnHeader>
                  <Table.ColumnHeader>Schedule</Table.ColumnHeader>
                  <Table.ColumnHeader>Last run</Table.ColumnHeader>
                  <Table.ColumnHeader>Next run</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <span className="visually-hidden">Actions</span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {jobs.data.items.map((job) => (
                  <Table.Row key={job.name}>
                    <Table.Cell>
                      <Text fontWeight="semibold">{job.name}</Text>
                      {job.description && (
                        <Text fontSize="xs" color="gray.600">
                          {job.description}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Stack gap="1">
                        <Text fontFamily="mono" fontSize="xs">
                          {job.cron ?? 'on demand'}
                        </Text>
                        {!job.enabled && <Badge alignSelf="start">Disabled</Badge>}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>
                      {job.running ? (
                        <Badge colorPalette="blue">Running</Badge>
                      ) : job.lastRun ? (
                        <Stack gap="1">
                          <Badge alignSelf="start" colorPalette={job.lastRun.success ? 'green' : 'red'}>
                            {job.lastRun.success ? 'Succeeded' : 'Failed'}
                          </Badge>
                          <Text fontSize="xs">{formatDateTime(job.lastRun.finishedAt ?? job.lastRun.startedAt)}</Text>
                          {job.lastRun.message && (
                            <Text fontSize="xs" color="gray.600">
                              {job.lastRun.message}
                            </Text>
                          )}
                        </Stack>
                      ) : (
                        <Text fontSize="xs">Never</Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Text fontSize="xs">{formatDateTime(job.nextRunAt)}</Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {mayRun && (
                        <Button
                          size="xs"
                          aria-label={`Run ${job.name} now`}
                          disabled={job.running}
                          loading={run.isPending && run.variables === job.name}
                          onClick={() =>
                            run.mutate(job.name, {
                              onSuccess: (r) => notifySuccess(`${job.name}: ${r.message ?? 'Started'}`),
                              onError: (e) => notifyFailure(`${job.name} did not start`, e),
                            })
                          }
                        >
                          Run now
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
