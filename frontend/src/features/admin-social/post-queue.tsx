import { Badge, Card, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/admin/api/admin-client';
import { useSocialQueue } from './api/get-social-queue';
import { SOCIAL_PLATFORMS, SocialPost } from './api/social-post.schema';

const ukDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayTitle = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const ukClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const NAME = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', x: 'X' } as const;

/** "YYYY-MM-DD" plus n days (calendar arithmetic in UTC, where days do not shift). */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const postTime = (p: SocialPost) => p.publishedAt ?? p.scheduledAt ?? p.createdAt;

/** A week of scheduled and published posts, one column of rows per UK day, filtered by platform. */
export function PostQueue() {
  const [from, setFrom] = useState(() => ukDay.format(new Date()));
  const [platform, setPlatform] = useState('');
  const queue = useSocialQueue({ from, days: 7, ...(platform ? { platform } : {}) });
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const byDay = new Map<string, SocialPost[]>();
  for (const p of queue.data?.items ?? []) {
    const day = ukDay.format(new Date(postTime(p)));
    byDay.set(day, [...(byDay.get(day) ?? []), p]);
  }

  return (
    <Card.Root aria-label="Queue">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="md">
            Queue: scheduled and published
          </Heading>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => setFrom(addDays(from, -7))}>
              Previous week
            </Button>
            <Button size="sm" variant="outline" onClick={() => setFrom(ukDay.format(new Date()))}>
              This week
            </Button>
            <Button size="sm" variant="outline" onClick={() => setFrom(addDays(from, 7))}>
              Next week
            </Button>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field aria-label="Platform filter" value={platform} onChange={(e) => setPlatform(e.target.value)}>
                <option value="">All platforms</option>
                {SOCIAL_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {NAME[p]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        </HStack>
        {queue.isError && <Text color="red.600">{errorMessage(queue.error)}</Text>}
        <Stack gap="2">
          {days.map((day) => (
            <Stack key={day} gap="1" borderTopWidth="1px" pt="2" data-testid={`queue-day-${day}`}>
              <Text fontWeight="semibold">{dayTitle.format(new Date(`${day}T00:00:00Z`))}</Text>
              {(byDay.get(day) ?? []).length === 0 && (
                <Text fontSize="sm" color="gray.600">
                  Nothing scheduled.
                </Text>
              )}
              {(byDay.get(day) ?? []).map((p) => (
                <HStack key={p.id} gap="3" align="start" data-testid="queue-post">
                  <Text fontSize="sm" minW="12">
                    {ukClock.format(new Date(postTime(p)))}
                  </Text>
                  <Badge>{NAME[p.platform]}</Badge>
                  <Badge colorPalette={p.state === 'published' ? 'green' : 'blue'}>{p.state}</Badge>
                  {p.sandbox && <Badge colorPalette="purple">sandbox</Badge>}
                  <Text fontSize="sm" lineClamp={2} flex="1">
                    {p.content}
                  </Text>
                </HStack>
              ))}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
