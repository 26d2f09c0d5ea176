import { Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { AdminApiError, errorMessage } from '../../lib/admin/api/admin-client';
import { useCancelScheduledPublish, useSchedulePublish } from './api/schedule-publish';
import { notifySuccess } from '../../components/admin/admin-notify';
import { formatUkTime } from '../../lib/admin/uk-time';
import { isoToUkWallTime, ukWallTimeToIso } from './uk-wall-clock';

interface Props {
  id: string;
  /** The version the editor was read at: a schedule set on a stale copy is refused (409). */
  version: number;
  publishAt: string | null | undefined;
  onChanged: (version: number) => void;
  onConflict: (message: string) => void;
}

/**
 * "Publish at" for a draft, in UK time (Europe/London) whatever the browser's zone; the server stores the instant
 * (UTC) and the publish-scheduled-events job publishes the draft within a minute of it.
 */
export function EventPublishSchedule({ id, version, publishAt, onChanged, onConflict }: Props) {
  const schedule = useSchedulePublish();
  const cancel = useCancelScheduledPublish();
  const initial = publishAt ? isoToUkWallTime(publishAt) : { date: '', time: '' };
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [error, setError] = useState<string | null>(null);

  const failed = (err: unknown) => {
    if (err instanceof AdminApiError && err.code === 'STREAM.VERSION_CONFLICT') onConflict(err.message);
    else setError(errorMessage(err));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = ukWallTimeToIso(date, time);
    if (!at) return setError('Choose a date and a time (UK time).');
    setError(null);
    schedule.mutate(
      { id, publishAt: at, expectedVersion: version },
      {
        onSuccess: (result) => {
          notifySuccess('Publish scheduled', `The event will be published on ${formatUkTime(at)} (UK time).`);
          onChanged(result.version);
        },
        onError: failed,
      },
    );
  };

  const clear = () =>
    cancel.mutate(
      { id, expectedVersion: version },
      {
        onSuccess: (result) => {
          setError(null);
          notifySuccess('Schedule cancelled', 'The draft stays unpublished until you publish it.');
          onChanged(result.version);
        },
        onError: failed,
      },
    );

  return (
    <Card.Root data-testid="publish-schedule">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Scheduled publish
        </Heading>
        {publishAt ? (
          <HStack gap="3" wrap="wrap">
            <Text data-testid="scheduled-for">Scheduled for {formatUkTime(publishAt)} (UK time)</Text>
            <Button size="sm" variant="outline" colorPalette="red" onClick={clear} loading={cancel.isPending}>
              Cancel schedule
            </Button>
          </HStack>
        ) : (
          <Text color="gray.700">Not scheduled: the draft stays unpublished until someone publishes it.</Text>
        )}
        <form onSubmit={submit} aria-label="Schedule publish" noValidate>
          <Field.Root invalid={Boolean(error)}>
            <Stack gap="2">
              <HStack align="end" wrap="wrap">
                <Field.Root maxW="44">
                  <Field.Label fontSize="sm">Publish date (UK)</Field.Label>
                  <Input size="sm" type="date" lang="en-GB" value={date} onChange={(e) => (setDate(e.target.value), setError(null))} />
                </Field.Root>
                <Field.Root maxW="32">
                  <Field.Label fontSize="sm">Publish time (UK)</Field.Label>
                  <Input size="sm" type="time" lang="en-GB" value={time} onChange={(e) => (setTime(e.target.value), setError(null))} />
                </Field.Root>
                <Button size="sm" type="submit" colorPalette="purple" variant="outline" loading={schedule.isPending}>
                  {publishAt ? 'Reschedule' : 'Schedule publish'}
                </Button>
              </HStack>
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Stack>
          </Field.Root>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
