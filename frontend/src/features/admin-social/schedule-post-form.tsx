import { Field, HStack, Input } from '@chakra-ui/react';
import { FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { notifySuccess } from '../../components/admin/admin-notify';
import { useScheduleSocialPost } from './api/schedule-social-post';
import { SocialPost } from './api/social-post.schema';
import { dateTimeFormat, formatUkTime } from '../../lib/admin/uk-time';

/** The chosen wall-clock time written out in en-GB (the browser's own date field may show another locale's order). */
const wallClock = dateTimeFormat('UTC');

function describeChoice(date: string, time: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})/.exec(time);
  if (!m || !t) return null;
  return wallClock.format(new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +t[1]!, +t[2]!)));
}

/**
 * A date and a time read as UK time (Europe/London) whatever the browser's zone: the server receives the wall-clock
 * value "YYYY-MM-DDTHH:mm" and turns it into the instant, across clock changes.
 */
export function SchedulePostForm({ post }: { post: SocialPost }) {
  const schedule = useScheduleSocialPost();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);

  // A new choice clears the last refusal, so the en-GB preview shows again.
  const choose = (set: (value: string) => void, value: string) => {
    set(value);
    setError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!date || !time) return setError('Choose a date and a time (UK time).');
    setError(null);
    schedule.mutate(
      { id: post.id, scheduledAt: `${date}T${time}` },
      {
        onSuccess: (p) => notifySuccess('Post Scheduled', `It will be published on ${formatUkTime(p.scheduledAt)} (UK time) while automation is Active.`),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Schedule post">
      <Field.Root invalid={Boolean(error)}>
        <HStack align="end" wrap="wrap">
          <Field.Root maxW="44">
            <Field.Label fontSize="sm">Date (UK)</Field.Label>
            <Input size="sm" type="date" lang="en-GB" value={date} onChange={(e) => choose(setDate, e.target.value)} />
          </Field.Root>
          <Field.Root maxW="32">
            <Field.Label fontSize="sm">Time (UK)</Field.Label>
            <Input size="sm" type="time" lang="en-GB" value={time} onChange={(e) => choose(setTime, e.target.value)} />
          </Field.Root>
          <Button size="sm" type="submit" variant="outline" loading={schedule.isPending}>
            {post.state === 'scheduled' ? 'Reschedule' : 'Schedule'}
          </Button>
        </HStack>
        {describeChoice(date, time) && !error && <Field.HelperText>Publishes on {describeChoice(date, time)} (UK time).</Field.HelperText>}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
