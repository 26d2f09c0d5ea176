import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { ReactNode, useState } from 'react';
import { AdminApiError, SignedOutError } from '../../lib/admin/api/admin-client';
import { Button } from '../../components/button';

/**
 * One /admin-validation card: a button that runs the action, then its result panel or the spec's error text
 * ('HTTP error! status: {code}' for a non-OK answer, the card's fallback when the server cannot be reached).
 */
export function ActionCard<T>({
  title,
  description,
  buttonLabel,
  busyLabel,
  fallbackError,
  run,
  pending,
  renderResult,
  assess = () => ({ tone: 'success' }),
}: {
  title: string;
  description: string;
  buttonLabel: string;
  busyLabel: string;
  fallbackError: string;
  run: () => Promise<T>;
  pending: boolean;
  renderResult: (result: T) => ReactNode;
  /** How the result reads: a run that could not do its job is not drawn as a success (amber or red, with why). */
  assess?: (result: T) => Assessment;
}) {
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState<{ headline: string; detail?: string } | null>(null);
  const onClick = async () => {
    setError(null);
    try {
      setResult(await run());
    } catch (e) {
      if (e instanceof SignedOutError) return;
      setResult(null);
      if (e instanceof AdminApiError && e.status > 0) setError({ headline: `HTTP error! status: ${e.status}`, detail: e.message });
      else setError({ headline: fallbackError });
    }
  };
  const slug = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <Card.Root data-testid={`card-${slug}`}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {description}
        </Text>
        <Button alignSelf="start" onClick={() => void onClick()} loading={pending} loadingText={busyLabel} disabled={pending}>
          {buttonLabel}
        </Button>
        {error && (
          <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" p="3" rounded="md">
            <Text fontWeight="semibold" color="red.800">
              {error.headline}
            </Text>
            {error.detail && (
              <Text fontSize="sm" color="red.800">
                {error.detail}
              </Text>
            )}
          </Box>
        )}
        {result !== null && !error && (
          <ResultPanel slug={slug} assessment={assess(result)}>
            {renderResult(result)}
          </ResultPanel>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export interface Assessment {
  tone: 'success' | 'warning' | 'error';
  /** Why it is not a success, shown first. */
  headline?: string;
}

const TONES = {
  success: { border: 'green.300', bg: 'green.50' },
  warning: { border: 'orange.300', bg: 'orange.50' },
  error: { border: 'red.300', bg: 'red.50' },
} as const;

function ResultPanel({ slug, assessment, children }: { slug: string; assessment: Assessment; children: ReactNode }) {
  const tone = TONES[assessment.tone];
  return (
    <Box borderWidth="1px" borderColor={tone.border} bg={tone.bg} p="3" rounded="md" data-testid={`result-${slug}`} data-tone={assessment.tone}>
      {assessment.headline && (
        <Text fontWeight="semibold" mb="1">
          {assessment.headline}
        </Text>
      )}
      {children}
    </Box>
  );
}

/** A label and figure in a result panel. */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" justify="space-between" gap="4" fontSize="sm">
      <Text color="gray.700">{label}</Text>
      <Text fontWeight="semibold" color="gray.900">
        {value}
      </Text>
    </Stack>
  );
}
