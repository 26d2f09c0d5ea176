import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { StatCard } from '../../components/admin/stat-card';
import { PlatformFigures } from './api/get-social-analytics';
import { formatUkTime } from '../../lib/admin/uk-time';

/** A figure as fetched, or a dash when the platform gave none (never a zero standing in for missing data). */
const shown = (hasData: boolean, n: number | null | undefined) => (hasData && n !== null && n !== undefined ? n.toLocaleString('en-GB') : '—');

/** Instagram's or X's stored posts and the figures last fetched back from it. */
export function PlatformFiguresSection({ name, figures: f, extra }: { name: 'Instagram' | 'X'; figures: PlatformFigures; extra: 'reach' | 'impressions' }) {
  return (
    <Stack gap="3" data-testid={`figures-${name.toLowerCase()}`}>
      <Heading as="h3" size="md">
        {name}
      </Heading>
      <Text fontSize="sm" color="gray.600">
        {f.message}
        {f.metricsFetchedAt ? ` Last fetched ${formatUkTime(f.metricsFetchedAt)}.` : ''}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
        <StatCard
          label={`${name} published`}
          value={String(f.posts.published)}
          help={`${f.posts.scheduled} scheduled, ${f.posts.failed} failed, ${f.posts.draft} drafts`}
        />
        <StatCard label={`${name} likes`} value={shown(f.hasData, f.reactions)} help={`${f.measuredPosts} posts measured`} />
        <StatCard label={`${name} comments`} value={shown(f.hasData, f.comments)} />
        <StatCard label={name === 'X' ? 'X reposts and quotes' : `${name} shares`} value={shown(f.hasData, f.shares)} />
        {extra === 'reach' ? (
          <StatCard
            label={`${name} reach`}
            value={shown(f.hasData, f.reach)}
            help={f.saves !== null && f.saves !== undefined ? `${f.saves} saves` : undefined}
          />
        ) : (
          <StatCard label={`${name} impressions`} value={shown(f.hasData, f.impressions)} />
        )}
      </SimpleGrid>
    </Stack>
  );
}
