import { Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  AuthenticityResult,
  cleanDeadLinks,
  CleanupResult,
  DeadLinksResult,
  enhancedCleanup,
  useDataQualityAction,
  validateAuthenticity,
} from '../../lib/admin/api/data-quality-actions';
import { DiscoveryResult, runSmartDiscovery } from './api/smart-discovery';
import { formatDateTime } from '../../lib/admin/format';
import { ActionCard, Figure } from './action-card';

/** /admin-validation: authenticity, dead links, discovery and the enhanced clean-up, each with its result panel. */
export function AdminValidationPage() {
  const authenticity = useDataQualityAction(validateAuthenticity);
  const deadLinks = useDataQualityAction(cleanDeadLinks);
  const discovery = useDataQualityAction(runSmartDiscovery);
  const cleanup = useDataQualityAction(enhancedCleanup);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Event Authenticity &amp; Cleanup
        </Heading>
        <Text color="gray.600">Check that listed events are real, remove dead links and tidy event websites.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ActionCard<AuthenticityResult>
          title="Authenticity Check"
          description="Scores every draft and published event from its official page; events under 50% confidence are removed (they can be restored from the events manager)."
          buttonLabel="Validate Events"
          busyLabel="Validating..."
          fallbackError="Failed to validate events"
          run={() => authenticity.mutateAsync()}
          pending={authenticity.isPending}
          assess={(r) =>
            r.total > 0 && (r.unverified ?? 0) >= r.total
              ? { tone: 'warning', headline: `No event could be verified: ${r.unverified} of ${r.total} unverified (their pages could not be read)` }
              : { tone: 'success' }
          }
          renderResult={(r) => (
            <Stack gap="1">
              <Figure label="Events checked" value={r.total} />
              <Figure label="Validated" value={r.validated} />
              <Figure label="Removed" value={r.removed} />
              {r.unverified != null && <Figure label="Unverified this run" value={r.unverified} />}
              <Figure label="Average confidence" value={`${r.averageConfidence}%`} />
              <Text fontSize="sm" fontWeight="semibold" mt="2">
                By platform
              </Text>
              {Object.entries(r.byPlatform).map(([platform, n]) => (
                <Figure key={platform} label={platform} value={n} />
              ))}
            </Stack>
          )}
        />
        <ActionCard<DeadLinksResult>
          title="Dead Link Removal"
          description="Checks every event's ticket or website link. A link is removed only after it has failed on two checks at least a day apart."
          buttonLabel="Clean Dead Links"
          busyLabel="Checking links..."
          fallbackError="Failed to clean dead links"
          run={() => deadLinks.mutateAsync()}
          pending={deadLinks.isPending}
          assess={(r) =>
            r.networkDown
              ? { tone: 'warning', headline: 'Inconclusive: almost no link could be reached, so our network looks down; nothing counted as dead' }
              : r.inconclusive > 0
                ? { tone: 'warning', headline: `${r.inconclusive} of ${r.scanned} links could not be judged this time (they never count as dead)` }
                : { tone: 'success' }
          }
          renderResult={(r) => (
            <Stack gap="1">
              <Figure label="Links scanned" value={r.scanned} />
              <Figure label="Dead links" value={r.deadLinks} />
              <Figure label="Removed" value={r.removed} />
              <Figure label="Could not be judged" value={r.inconclusive} />
            </Stack>
          )}
        />
        <ActionCard<DiscoveryResult>
          title="Event Discovery"
          description="Runs the same smart-discovery job as the AI event discovery tool (configured organiser sites, feeds and ticket APIs); new events arrive as drafts for review unless their source is trusted."
          buttonLabel="Discover Events"
          busyLabel="Discovering..."
          fallbackError="Failed to run Smart Discovery"
          run={() => discovery.mutateAsync()}
          pending={discovery.isPending}
          assess={(r) => {
            const outcome = r.outcome ?? (r.success ? 'success' : 'failed');
            return outcome === 'success'
              ? { tone: 'success' }
              : { tone: outcome === 'partial' ? 'warning' : 'error', headline: outcome === 'partial' ? 'Partly failed' : 'Failed' };
          }}
          renderResult={(r) => (
            <Stack gap="1">
              <Text fontSize="sm">{r.message ?? (r.success ? 'Discovery finished' : 'Discovery failed')}</Text>
              {r.eventsFound != null && <Figure label="Events found" value={r.eventsFound} />}
              {r.eventsAdded != null && <Figure label="Events added" value={r.eventsAdded} />}
              {r.duplicatesSkipped != null && <Figure label="Duplicates skipped" value={r.duplicatesSkipped} />}
              {(r.events ?? []).slice(0, 4).map((e, i) => (
                <Text key={i} fontSize="sm">
                  {e.title}
                  {e.city ? ` — ${e.city}` : ''}
                </Text>
              ))}
            </Stack>
          )}
        />
        <ActionCard<CleanupResult>
          title="Enhanced Cleanup"
          description="Moves links to https where it answers, removes parked domains and malformed links, then runs the authenticity check."
          buttonLabel="Run Enhanced Cleanup"
          busyLabel="Cleaning up..."
          fallbackError="Failed to run cleanup"
          run={() => cleanup.mutateAsync()}
          pending={cleanup.isPending}
          renderResult={(r) => (
            <Stack gap="1">
              <Figure label="Protocols fixed" value={r.protocolsFixed} />
              <Figure label="Parked domains" value={r.parkedDomains} />
              <Figure label="Invalid links removed" value={r.invalidRemoved} />
              <Figure label="Events cleaned" value={r.cleanedEvents} />
              <Figure label="Removed by authenticity" value={r.authenticityResults.removed} />
              <Figure label="Average confidence" value={`${r.authenticityResults.averageConfidence}%`} />
              <Figure
                label="Last expiry run"
                value={r.expiry?.lastRunAt ? `${formatDateTime(r.expiry.lastRunAt)} (${r.expiry.expired ?? 0} expired)` : 'not run yet'}
              />
            </Stack>
          )}
        />
      </SimpleGrid>
      <Stack gap="2" borderWidth="1px" rounded="md" p="4" bg="gray.50">
        <Heading as="h2" size="sm">
          How validation works
        </Heading>
        <List.Root fontSize="sm" color="gray.700" gap="1" ps="4">
          <List.Item>
            Each event's official page is read: does it answer, name the event, carry schema.org Event data with the same dates, and link to tickets on its own
            or a known ticketing domain? Possible duplicates count against it.
          </List.Item>
          <List.Item>Events with authenticity confidence below 50% are removed automatically; the reason is kept in the event's history.</List.Item>
          <List.Item>Events we cannot check this time (no link, the site is down, robots.txt forbids it) are left as they are.</List.Item>
          <List.Item>Dead links are removed only after failing on two checks at least a day apart.</List.Item>
        </List.Root>
      </Stack>
    </Stack>
  );
}
