import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { DeferredMenu } from '../../../components/deferred-menu';
import { useNavigate } from '@tanstack/react-router';
import { useYearsSummary } from '../../../lib/api/events/get-year-events';
import { formatCount } from '../../../lib/format-count';

/** Future-years button: "{year} Events" with a count; menu "Future Festival Years". Hidden on error or when empty. */
export function YearsChip() {
  const { data, isLoading, isError, dataUpdatedAt } = useYearsSummary();
  const navigate = useNavigate();
  if (isLoading)
    return (
      <Text fontSize="sm" color="gray.700" aria-live="polite">
        Loading...
      </Text>
    );
  if (isError || !data || data.length === 0) return null;
  const first = data[0];
  return (
    <DeferredMenu
      minW="64"
      onSelect={(segment) => void navigate({ to: '/$segment', params: { segment } })}
      trigger={
        <Button size="sm" variant="outline" colorPalette="purple" data-testid="years-chip">
          {first.year} Events
          <Badge colorPalette="purple" variant="solid" ml="1">
            {first.count}
          </Badge>
        </Button>
      }
      content={(M) => (
        <>
          <M.ItemGroup>
            <M.ItemGroupLabel>Future Festival Years</M.ItemGroupLabel>
            {data.map((y) => (
              <M.Item key={y.year} value={String(y.year)}>
                <Box flex="1">
                  <Text fontWeight="semibold">{y.year}</Text>
                  <Text fontSize="xs" color="gray.700">
                    {y.isNextYear ? 'Next Year' : 'Future'} · {formatCount(y.count)}
                  </Text>
                </Box>
              </M.Item>
            ))}
          </M.ItemGroup>
          <M.Separator />
          <Box px="2" py="1">
            <Text fontSize="xs" color="gray.700">
              New years discovered automatically
            </Text>
            <Text fontSize="xs" color="gray.700">
              Last updated {new Date(dataUpdatedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}
            </Text>
          </Box>
        </>
      )}
    />
  );
}
