import { Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { EVENT_STATUSES } from '../../lib/admin/api/admin-event.schema';
import type { Facet } from '../../lib/admin/api/get-site-facets';
import type { QualityRule } from '../../lib/admin/api/get-quality-rules';
import { STATUS_LABELS } from './event-status';
import type { EventsSearch } from './events-search';

interface EventsFiltersProps {
  search: EventsSearch;
  categories: Facet[];
  regions: Facet[];
  rules: QualityRule[];
  onChange: (patch: Partial<EventsSearch>) => void;
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function EventsFilters({ search, categories, regions, rules, onChange }: EventsFiltersProps) {
  const [q, setQ] = useState(search.q ?? '');
  useEffect(() => setQ(search.q ?? ''), [search.q]);
  // Search as you type, once typing pauses.
  useEffect(() => {
    const next = q.trim() || undefined;
    if (next === (search.q ?? undefined)) return;
    const t = window.setTimeout(() => onChange({ q: next }), 300);
    return () => window.clearTimeout(t);
  }, [q, search.q, onChange]);

  const anyFilter = Boolean(search.q || search.status || search.category || search.region || search.problem || search.featured);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 7 }} gap="3" alignItems="end">
      <Field.Root gridColumn={{ lg: 'span 2' }}>
        <Field.Label fontSize="sm">Search events</Field.Label>
        <Input
          size="sm"
          type="search"
          placeholder="Title, city or venue"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && onChange({ q: q.trim() || undefined })}
        />
      </Field.Root>
      <Select label="Status" value={search.status} onChange={(status) => onChange({ status })}>
        <option value="">Drafts and published</option>
        <option value="all">All statuses</option>
        {EVENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </Select>
      <Select label="Category" value={search.category} onChange={(category) => onChange({ category })}>
        <option value="">All categories</option>
        {categories.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Select>
      <Select label="Region" value={search.region} onChange={(region) => onChange({ region })}>
        <option value="">All regions</option>
        {regions.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </Select>
      <Select label="Quality problem" value={search.problem} onChange={(problem) => onChange({ problem })}>
        <option value="">All events</option>
        <option value="any">Any problem</option>
        <option value="none">No problems</option>
        {rules.map((r) => (
          <option key={r.code} value={r.code}>
            {r.label}
          </option>
        ))}
      </Select>
      <Select label="Featured" value={search.featured} onChange={(featured) => onChange({ featured: featured as EventsSearch['featured'] })}>
        <option value="">Any</option>
        <option value="true">Featured</option>
        <option value="false">Not featured</option>
      </Select>
      {anyFilter && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange({ q: undefined, status: undefined, category: undefined, region: undefined, problem: undefined, featured: undefined })}
        >
          Clear filters
        </Button>
      )}
    </SimpleGrid>
  );
}
