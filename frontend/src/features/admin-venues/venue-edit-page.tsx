import { Card, Field, Heading, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { AdminApiError, errorMessage } from '../../lib/admin/api/admin-client';
import { getAdminVenue, useAdminVenue, useUpdateVenue, type AdminVenueDetail } from './api/admin-venues';
import { adminKeys } from '../../lib/admin/api/query-keys';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { FormAlert } from '../../components/admin/form-alert';
import {
  formValuesToVenueInput,
  reapplyVenueChanges,
  VENUE_FIELDS,
  VENUE_LABELS,
  venueToFormValues,
  type VenueFieldErrors,
  type VenueFormValues,
} from './venue-form-values';
import { VenueHistory } from './venue-history';
import { completeAccessibility, type Accessibility } from '@contracts/events/accessibility-facts';
import { AccessibilityFieldset } from '../../components/admin/accessibility-fieldset';

/** /admin/venues/$id: edit a venue's details against the version it was read at; see its history. */
export function VenueEditPage({ id }: { id: string }) {
  const venue = useAdminVenue(id);
  if (venue.isPending) return <Text role="status">Loading venue...</Text>;
  if (venue.isError) {
    return (
      <Stack gap="4">
        <FormAlert status="error" title="The venue could not be loaded">
          {errorMessage(venue.error)}
        </FormAlert>
        <Link asChild>
          <RouterLink to="/admin/venues">← Back to venues</RouterLink>
        </Link>
      </Stack>
    );
  }
  return <VenueEditor key={id} initial={venue.data} />;
}

const HELP: Partial<Record<(typeof VENUE_FIELDS)[number], string>> = {
  latitude: 'Inside the UK: 49 to 61. Leave both coordinates empty if unknown.',
  longitude: 'Inside the UK: -9 to 2.5.',
  website: 'An http(s) address.',
};

function VenueEditor({ initial }: { initial: AdminVenueDetail }) {
  const queryClient = useQueryClient();
  const update = useUpdateVenue();
  const [base, setBase] = useState(() => ({
    version: initial.venue.version,
    values: venueToFormValues(initial.venue),
    access: completeAccessibility(initial.venue.accessibility),
  }));
  const detail = useAdminVenue(initial.venue.id).data ?? initial;
  const venue = detail.venue;
  const [values, setValues] = useState<VenueFormValues>(base.values);
  const [access, setAccess] = useState<Accessibility>(base.access);
  const [errors, setErrors] = useState<VenueFieldErrors & Record<string, string | undefined>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const accessDirty = JSON.stringify(access) !== JSON.stringify(base.access);
  const dirty = accessDirty || VENUE_FIELDS.some((f) => values[f] !== base.values[f]);

  const reloadAndReapply = async () => {
    try {
      const latest = await queryClient.fetchQuery({ queryKey: adminKeys.venue(venue.id), queryFn: () => getAdminVenue(venue.id), staleTime: 0 });
      const latestValues = venueToFormValues(latest.venue);
      setValues((now) => reapplyVenueChanges(latestValues, base.values, now));
      // the facts are re-applied as the editor left them when they changed them, else the latest
      if (!accessDirty) setAccess(completeAccessibility(latest.venue.accessibility));
      setBase({ version: latest.venue.version, values: latestValues, access: completeAccessibility(latest.venue.accessibility) });
      setConflict(null);
      notifySuccess('Reloaded', 'Your changes are applied to the latest version. Check them and save again.');
    } catch (error) {
      notifyFailure('Could not reload the venue', error);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    const parsed = formValuesToVenueInput(values, access);
    if (!parsed.ok) return setErrors(parsed.fieldErrors);
    setErrors({});
    update.mutate(
      { id: venue.id, expectedVersion: base.version, input: parsed.input },
      {
        onSuccess: (result) => {
          setConflict(null);
          setBase({ version: result.version, values, access });
          notifySuccess('Changes saved', values.name);
        },
        onError: (error) => {
          if (error instanceof AdminApiError && error.status === 409) setConflict(error.message);
          else if (error instanceof AdminApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors as VenueFieldErrors);
          else notifyFailure('Changes not saved', error);
        },
      },
    );
  };

  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/admin/venues">← Back to venues</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {venue.name}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" color="gray.600">
            Version {venue.version} · also known as {venue.names.filter((n) => n !== venue.name).join(', ') || '—'}
          </Text>
          <Link href={`/venue/${encodeURIComponent(venue.slug)}`} target="_blank" rel="noopener" fontSize="sm">
            View on site
          </Link>
        </HStack>
      </Stack>

      {conflict && (
        <Card.Root borderColor="orange.400" borderWidth="2px" role="alert" data-testid="edit-conflict">
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              This venue changed while you were editing
            </Heading>
            <Text>{conflict}</Text>
            <Button alignSelf="start" colorPalette="orange" onClick={() => void reloadAndReapply()}>
              Reload and re-apply
            </Button>
          </Card.Body>
        </Card.Root>
      )}

      <Card.Root>
        <Card.Body>
          <form onSubmit={save} noValidate>
            <Stack gap="5">
              {Object.keys(errors).length > 0 && <FormAlert status="error">Please correct the highlighted fields.</FormAlert>}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {VENUE_FIELDS.map((field) => (
                  <Field.Root key={field} invalid={!!errors[field]} required={field === 'name' || field === 'town' || field === 'region'}>
                    <Field.Label>{VENUE_LABELS[field]}</Field.Label>
                    <Input name={field} value={values[field]} onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))} />
                    {HELP[field] && !errors[field] && <Field.HelperText>{HELP[field]}</Field.HelperText>}
                    <Field.ErrorText>{errors[field]}</Field.ErrorText>
                  </Field.Root>
                ))}
              </SimpleGrid>
              <AccessibilityFieldset value={access} onChange={setAccess} errors={errors} />
              <HStack gap="3">
                <Button type="submit" colorPalette="purple" loading={update.isPending} loadingText="Saving..." disabled={!dirty}>
                  Save changes
                </Button>
                <Button
                  variant="ghost"
                  disabled={!dirty || update.isPending}
                  onClick={() => {
                    setValues(base.values);
                    setAccess(base.access);
                  }}
                >
                  Discard changes
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>

      <VenueHistory history={detail.history} />
    </Stack>
  );
}
