import { Box, HStack, Progress, Text } from '@chakra-ui/react';

export interface ProgressBanner {
  label: 'Initializing' | 'Discovering' | 'Importing' | 'Complete' | 'Error';
  value: number;
  detail?: string;
}

/** The run's phase and percentage, from the server's run (spec: Initializing 0 %, Discovering 25 %…, Complete 100 %, Error). */
export function DiscoveryProgress({ banner }: { banner: ProgressBanner }) {
  const palette = banner.label === 'Error' ? 'red' : banner.label === 'Complete' ? 'green' : 'blue';
  return (
    <Box role="status" aria-live="polite" borderWidth="1px" borderRadius="md" p="3" bg="white" data-testid="discovery-progress">
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold">{banner.label}</Text>
        <Text fontSize="sm">{banner.value}%</Text>
      </HStack>
      <Progress.Root value={banner.value} colorPalette={palette} size="sm" aria-label={`Discovery ${banner.label}`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {banner.detail && (
        <Text mt="2" fontSize="sm" color={banner.label === 'Error' ? 'red.700' : 'gray.700'}>
          {banner.detail}
        </Text>
      )}
    </Box>
  );
}
