import { Badge, Box, Card, chakra, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useAddDiscoverySite, useDiscoverySites, useRemoveDiscoverySite } from './api/discovery-sites';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { formatLondon } from './discovery-labels';

const Checkbox = chakra('input', { base: { width: '4', height: '4', accentColor: 'purple.600', cursor: 'pointer' } });

/** The organiser and venue websites the crawler reads: add one (with its trust), remove one, see the configured ones. */
export function DiscoverySites() {
  const sites = useDiscoverySites();
  const add = useAddDiscoverySite();
  const remove = useRemoveDiscoverySite();
  const [url, setUrl] = useState('');
  const [publish, setPublish] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; url: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    add.mutate(
      { url: url.trim(), publish },
      {
        onSuccess: (site) => {
          setUrl('');
          setPublish(false);
          notifySuccess('Site added', site.url);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Organiser and venue websites
        </Heading>
        <Text fontSize="sm" color="gray.600">
          Discovery reads schema.org events on these sites and the same-site pages they link to. Events from a trusted site are published straight away; the
          others arrive as drafts for review.
        </Text>
        {sites.isPending && <Text>Loading sites...</Text>}
        {sites.isError && <Text color="red.700">Sites could not be loaded: {errorMessage(sites.error)}</Text>}
        {sites.data && sites.data.items.length + sites.data.configured.length === 0 && <Text>No sites yet.</Text>}
        {sites.data && sites.data.items.length + sites.data.configured.length > 0 && (
          <Stack as="ul" gap="2" m="0" p="0" data-testid="discovery-sites">
            {sites.data.configured.map((u) => (
              <Box as="li" listStyleType="none" key={`c-${u}`} borderWidth="1px" borderRadius="md" p="2" bg="white">
                <HStack justify="space-between" wrap="wrap">
                  <Text wordBreak="break-all">{u}</Text>
                  <Badge>Configured (DISCOVERY_SITES)</Badge>
                </HStack>
              </Box>
            ))}
            {sites.data.items.map((s) => (
              <Box as="li" listStyleType="none" key={s.id} borderWidth="1px" borderRadius="md" p="2" bg="white">
                <HStack justify="space-between" wrap="wrap">
                  <Stack gap="0">
                    <Text wordBreak="break-all">{s.url}</Text>
                    <Text fontSize="sm" color="gray.600">
                      Added {formatLondon(s.addedAt)} by {s.addedBy}
                    </Text>
                  </Stack>
                  <HStack>
                    <Badge colorPalette={s.publish ? 'green' : 'gray'}>{s.publish ? 'Trusted: publishes' : 'Drafts for review'}</Badge>
                    <Button size="xs" variant="outline" onClick={() => setRemoving({ id: s.id, url: s.url })}>
                      Remove
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
        <form onSubmit={submit}>
          <Stack gap="3">
            <Field.Root invalid={!!error}>
              <Field.Label>Website address</Field.Label>
              <Input size="sm" type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.org/whats-on" />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <HStack as="label" gap="2" fontSize="sm">
              <Checkbox type="checkbox" checked={publish} onChange={(e) => setPublish(e.target.checked)} />
              Trusted: publish its events without review
            </HStack>
            <Button type="submit" size="sm" alignSelf="start" disabled={!url.trim()} loading={add.isPending} loadingText="Adding...">
              Add site
            </Button>
          </Stack>
        </form>
      </Card.Body>
      <ConfirmDialog
        open={!!removing}
        title={removing ? `Stop crawling ${removing.url}?` : ''}
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => notifySuccess('Site removed', removing.url),
            onError: (err) => notifyFailure('Remove Failed', err),
            onSettled: () => setRemoving(null),
          })
        }
        onClose={() => setRemoving(null)}
      >
        Events already imported from it stay in the catalogue.
      </ConfirmDialog>
    </Card.Root>
  );
}
