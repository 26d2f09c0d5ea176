import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { cleanWebsites, useDataQualityAction } from '../api/data-quality-actions';
import { notifyFailure, notifySuccess } from '../components/admin-notify';
import { Button } from '../../../components/button';

/** Data Management launchers: the validation and health tools (new tabs, as the spec has it) and Website Cleanup. */
export function DataManagementLaunchers() {
  const cleanup = useDataQualityAction(cleanWebsites);
  const run = async () => {
    try {
      const r = await cleanup.mutateAsync();
      const expiry = r.expiry?.lastRunAt ? ` Last expiry run: ${r.expiry.expired ?? 0} events expired.` : '';
      notifySuccess('Website Cleanup', `${r.message}.${expiry}`);
    } catch (error) {
      notifyFailure('Website Cleanup Failed', error);
    }
  };
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          Data Management
        </Heading>
        <Text fontSize="sm" color="gray.600">
          Event authenticity, dead links, website clean-up and the site's health.
        </Text>
        <Stack direction="row" wrap="wrap" gap="2">
          <Button asChild size="sm" variant="outline">
            <a href="/admin-validation" target="_blank" rel="noopener noreferrer">
              Event Validation
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href="/health-monitor" target="_blank" rel="noopener noreferrer">
              Health Monitor
            </a>
          </Button>
          <Button size="sm" variant="outline" onClick={() => void run()} loading={cleanup.isPending} loadingText="Cleaning...">
            Website Cleanup
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
