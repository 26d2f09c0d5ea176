import { Button, Flex, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { regionsQueryOptions } from '../../../lib/api/events/get-facets';
import type { ListFilters } from '../../../lib/search-params';
import { isFilterOn, MOBILE_FILTERS, nearestRegion, toggleFilter, type MobileFilterId } from '../mobile-filters';

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('no geolocation'));
    else navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 10_000, maximumAge: 600_000 });
  });
}

/** 'Show Filters' panel. Each chip changes the URL search; the list below reads it and asks the API. */
export function MobileFilterChips({ filters, onChange }: { filters: ListFilters; onChange: (next: ListFilters) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const tap = async (id: MobileFilterId) => {
    setProblem(null);
    if (id !== 'nearby' || isFilterOn('nearby', filters)) return onChange(toggleFilter(id, filters));
    // Nearby: the region whose centre is closest to the visitor (regions and their centres come from the API).
    setLocating(true);
    try {
      const [position, regions] = await Promise.all([currentPosition(), queryClient.ensureQueryData(regionsQueryOptions())]);
      const region = nearestRegion(regions, position.coords);
      if (region) onChange(toggleFilter('nearby', filters, region));
      else setProblem('No region is close enough to your location.');
    } catch {
      setProblem('We could not find your location. Allow location access to see festivals near you.');
    } finally {
      setLocating(false);
    }
  };

  return (
    <div>
      <button type="button" className="ff-mbtn-outline" onClick={() => setOpen((s) => !s)} aria-expanded={open}>
        {open ? 'Hide Filters' : 'Show Filters'}
      </button>
      {open && (
        <Flex gap="2" wrap="wrap" mt="2" data-testid="mobile-filters">
          {MOBILE_FILTERS.map((f) => {
            const on = isFilterOn(f.id, filters);
            return (
              <Button
                key={f.id}
                size="sm"
                variant={on ? 'solid' : 'outline'}
                colorPalette="purple"
                aria-pressed={on}
                loading={f.id === 'nearby' && locating}
                onClick={() => void tap(f.id)}
              >
                {f.label}
              </Button>
            );
          })}
        </Flex>
      )}
      {problem && (
        <Text role="status" fontSize="sm" color="red.700" mt="2">
          {problem}
        </Text>
      )}
    </div>
  );
}
