import { Badge, Card, Flex, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminApiError, errorMessage } from '../../lib/admin/api/admin-client';
import { EVENT_ACTIONS, useEventAction, type EventAction } from './api/event-actions';
import { getAdminEvent, useAdminEvent, type AdminEventDetail } from '../../lib/admin/api/get-admin-event';
import { useSiteFacets } from '../../lib/admin/api/get-site-facets';
import { adminKeys } from '../../lib/admin/api/query-keys';
import { useUpdateEvent } from './api/save-event';
import { notifyFailure, notifySuccess } from '../../components/admin/admin-notify';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { FormAlert } from '../../components/admin/form-alert';
import { formatDateTime } from '../../lib/admin/format';
import { EventFormFields } from './event-form-fields';
import { changedFields, eventToFormValues, formValuesToInput, reapplyChanges, type EventFieldErrors, type EventFormValues } from './event-form-values';
import { EventHistory } from './event-history';
import { EventImageUpload } from './event-image-upload';
import { EventProvenance } from './event-provenance';
import { EventPublishSchedule } from './event-publish-schedule';
import { ACTION_DONE, ACTION_LABELS, availableActions, CONFIRM_ACTIONS, STATUS_COLOURS, STATUS_LABELS } from './event-status';
import { Button } from '../../components/button';
import { completeAccessibility, type Accessibility } from '@contracts/events/accessibility-facts';
import { AccessibilityFieldset } from '../../components/admin/accessibility-fieldset';

/** /admin/events/$id: edit every field, change the status, see the history. */
export function EventEditPage({ id }: { id: string }) {
  const event = useAdminEvent(id);
  if (event.isPending) return <Text role="status">Loading event...</Text>;
  if (event.isError) {
    return (
      <Stack gap="4">
        <FormAlert status="error" title="The event could not be loaded">
          {errorMessage(event.error)}
        </FormAlert>
        <Link asChild>
          <RouterLink to="/admin/events">← Back to events</RouterLink>
        </Link>
      </Stack>
    );
  }
  // Keyed by id: opening another event starts a fresh form.
  return <EventEditor key={id} initial={event.data} />;
}

interface Base {
  version: number;
  values: EventFormValues;
  access: Accessibility;
}

function EventEditor({ initial }: { initial: AdminEventDetail }) {
  const queryClient = useQueryClient();
  const facets = useSiteFacets();
  // The version and values the form was read at; edits are sent against this version.
  const [base, setBase] = useState<Base>(() => ({
    version: initial.event.version,
    values: eventToFormValues(initial.event),
    access: completeAccessibility(initial.event.accessibility),
  }));
  const current = useAdminEvent(initial.event.id, base.version).data ?? initial;
  const ev = current.event;
  const update = useUpdateEvent();
  const action = useEventAction();
  const [values, setValues] = useState<EventFormValues>(base.values);
  const [access, setAccess] = useState<Accessibility>(base.access);
  const [errors, setErrors] = useState<EventFieldErrors & Record<string, string | undefined>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [confirm, setConfirm] = useState<EventAction | null>(null);
  const accessDirty = JSON.stringify(access) !== JSON.stringify(base.access);
  const dirty = accessDirty || changedFields(base.values, values).length > 0;

  /** Fetch the newest version (at least `atLeast`, which a write just answered) and lay the user's unsaved changes on top of it. */
  const rebase = async (atLeast = 0): Promise<number> => {
    const fetchLatest = () => queryClient.fetchQuery({ queryKey: adminKeys.event(ev.id), queryFn: () => getAdminEvent(ev.id), staleTime: 0 });
    let latest = await fetchLatest();
    // The read model shows a write a moment after it is acknowledged.
    for (let tries = 0; latest.event.version < atLeast && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      latest = await fetchLatest();
    }
    const latestValues = eventToFormValues(latest.event);
    setValues((now) => reapplyChanges(latestValues, base.values, now));
    const latestAccess = completeAccessibility(latest.event.accessibility);
    if (!accessDirty) setAccess(latestAccess);
    setBase({ version: latest.event.version, values: latestValues, access: latestAccess });
    return latest.event.version;
  };

  const reloadAndReapply = async () => {
    setReloading(true);
    try {
      await rebase();
      setConflict(null);
      notifySuccess('Reloaded', 'Your changes are applied to the latest version. Check them and save again.');
    } catch (error) {
      notifyFailure('Could not reload the event', error);
    } finally {
      setReloading(false);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    const parsed = formValuesToInput(values);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      return;
    }
    setErrors({});
    update.mutate(
      // The venue id is not sent: the event keeps its venue.
      { id: ev.id, expectedVersion: base.version, details: { ...parsed.input, accessibility: access } },
      {
        onSuccess: (result) => {
          setConflict(null);
          setBase({ version: result.version, values, access });
          void queryClient.invalidateQueries({ queryKey: adminKeys.eventHistory(ev.id) });
          notifySuccess('Changes saved', ev.title);
        },
        onError: (error) => {
          if (error instanceof AdminApiError && error.status === 409) setConflict(error.message);
          else if (error instanceof AdminApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors as EventFieldErrors);
          else notifyFailure('Changes not saved', error);
        },
      },
    );
  };

  const run = (name: EventAction) =>
    action.mutate(
      { id: ev.id, action: name, expectedVersion: base.version },
      {
        onSuccess: async (result) => {
          setConfirm(null);
          notifySuccess(`Event ${ACTION_DONE[name]}`, ev.title);
          // Status changes do not touch the details: keep any unsaved edits, now against the new version.
          await rebase(result.version).catch(() => undefined);
          void queryClient.invalidateQueries({ queryKey: adminKeys.eventHistory(ev.id) });
        },
        onError: (error) => {
          setConfirm(null);
          if (error instanceof AdminApiError && error.code === 'STREAM.VERSION_CONFLICT') setConflict(error.message);
          else notifyFailure(`${ACTION_LABELS[name]} failed`, error);
        },
      },
    );

  const actions = availableActions(ev.status, ev.featured).filter((a) => EVENT_ACTIONS.includes(a));

  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/admin/events">← Back to events</RouterLink>
      </Link>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {ev.title}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={STATUS_COLOURS[ev.status]} data-testid="event-status">
              {STATUS_LABELS[ev.status]}
            </Badge>
            {ev.featured && <Badge colorPalette="purple">Featured</Badge>}
            <Text fontSize="sm" color="gray.600">
              Version {ev.version} · updated {formatDateTime(ev.updatedAt)}
            </Text>
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {actions.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === 'publish' ? 'solid' : 'outline'}
              colorPalette={name === 'remove' ? 'red' : 'purple'}
              loading={action.isPending && action.variables?.action === name}
              onClick={() => (CONFIRM_ACTIONS.has(name) ? setConfirm(name) : run(name))}
            >
              {ACTION_LABELS[name]}
            </Button>
          ))}
          <Button asChild size="sm" variant="outline" colorPalette="purple">
            {/* A new tab: the editor keeps any unsaved changes (the preview shows what is saved). */}
            <a
              href={`/admin/events/${encodeURIComponent(ev.id)}/preview`}
              target="_blank"
              rel="noopener"
              title={dirty ? 'Shows the saved version: save to preview your changes' : undefined}
            >
              Preview
            </a>
          </Button>
          {ev.status === 'published' && (
            <Button asChild size="sm" variant="ghost">
              <a href={`/event/${encodeURIComponent(ev.id)}`} target="_blank" rel="noopener">
                View on site
              </a>
            </Button>
          )}
        </HStack>
      </Flex>

      {current.problems.length > 0 && (
        <FormAlert status="warning" title="Data-quality problems">
          <List.Root ps="4">
            {current.problems.map((p) => (
              <List.Item key={p.code}>{p.message}</List.Item>
            ))}
          </List.Root>
        </FormAlert>
      )}

      {conflict && (
        <Card.Root borderColor="orange.400" borderWidth="2px" role="alert" data-testid="edit-conflict">
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              This event changed while you were editing
            </Heading>
            <Text>{conflict}</Text>
            <Button alignSelf="start" colorPalette="orange" onClick={() => void reloadAndReapply()} loading={reloading} loadingText="Reloading...">
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
              <EventFormFields
                values={values}
                errors={errors}
                categories={facets.data?.categories ?? []}
                regions={facets.data?.regions ?? []}
                onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
              />
              <AccessibilityFieldset
                value={access}
                onChange={setAccess}
                errors={errors}
                inherited={ev.venueAccessibility ? completeAccessibility(ev.venueAccessibility) : null}
              />
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
                {!dirty && (
                  <Text fontSize="sm" color="gray.600">
                    No unsaved changes
                  </Text>
                )}
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>

      {ev.status === 'draft' && (
        <EventPublishSchedule
          key={`${ev.version}-${ev.publishAt ?? ''}`}
          id={ev.id}
          version={base.version}
          publishAt={ev.publishAt}
          onConflict={setConflict}
          onChanged={(version) => {
            void rebase(version).catch(() => undefined);
            void queryClient.invalidateQueries({ queryKey: adminKeys.eventHistory(ev.id) });
          }}
        />
      )}

      <EventImageUpload
        id={ev.id}
        imageUrl={base.values.imageUrl || null}
        onUploaded={(version) => {
          void rebase(version).catch(() => undefined);
          void queryClient.invalidateQueries({ queryKey: adminKeys.eventHistory(ev.id) });
        }}
      />

      <EventProvenance id={ev.id} />

      <EventHistory id={ev.id} />

      <ConfirmDialog
        open={!!confirm}
        title={confirm ? `${ACTION_LABELS[confirm]} "${ev.title}"?` : ''}
        confirmLabel={confirm ? ACTION_LABELS[confirm] : 'Confirm'}
        destructive={confirm === 'remove'}
        busy={action.isPending}
        onConfirm={() => confirm && run(confirm)}
        onClose={() => setConfirm(null)}
      >
        {confirm === 'expire'
          ? 'The event leaves the public listings and is shown as expired.'
          : 'The event disappears from the public site. You can restore it later.'}
      </ConfirmDialog>
    </Stack>
  );
}
