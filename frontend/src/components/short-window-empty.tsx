import { Box, Text } from '@chakra-ui/react';
import { Button } from './button';

/**
 * An empty short window (this week, this weekend) says why it is empty — only events with confirmed dates are placed
 * in a window shorter than a month — and offers what is on this month instead.
 */
export function ShortWindowEmpty({ window, onThisMonth }: { window: string; onThisMonth: () => void }) {
  return (
    <Box textAlign="center" py="6" px="3" data-testid="short-window-empty">
      <Text fontWeight="bold" fontSize="lg">
        No events with confirmed dates {window}
      </Text>
      <Text color="gray.700" mt="1">
        Many festivals have only expected dates so far, and those are not placed in a single week or weekend.
      </Text>
      <Button mt="4" colorPalette="purple" onClick={onThisMonth}>
        See what is on this month
      </Button>
    </Box>
  );
}
