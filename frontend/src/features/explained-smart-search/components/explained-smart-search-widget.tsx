import { Badge, Box, Card, Flex, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { serverMessage, ApiError } from '../../../lib/api-client';
import { useExplainedSmartSearch, type ExplainedSmartSearchIntent, type ExplainedSmartSearchResult } from '../../../lib/api/events/explained-smart-search';
import { confidenceVariant, EXAMPLE_QUERIES, FAILURE_TEXT, NO_RESULTS_TEXT } from '../explained-smart-search-text';
import { AiEventCard } from './ai-event-card';

const BADGE_STYLE = {
  default: { colorPalette: 'purple', variant: 'solid' },
  secondary: { colorPalette: 'gray', variant: 'subtle' },
  destructive: { colorPalette: 'red', variant: 'solid' },
} as const;

const INTENT_TAGS: Array<[keyof ExplainedSmartSearchIntent, string]> = [
  ['category', 'Category'],
  ['location', 'Location'],
  ['when', 'When'],
  ['price', 'Price'],
  ['mood', 'Mood'],
  ['groupSize', 'Group'],
];

function Chip({ children, onClick, disabled }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Button size="sm" variant="outline" colorPalette="purple" borderRadius="full" onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}

/**
 * The explained Smart Search widget (the spec's "AI search widget and AI discovery page"): free text, example chips before any
 * search, then what was understood (with a confidence badge), the intent tags, suggestions and the events.
 * `allowAiToggle` (admin /ai-search) lets staff switch the OpenAI reading off; visitors always ask for it.
 */
export function ExplainedSmartSearchWidget({ allowAiToggle = false }: { allowAiToggle?: boolean }) {
  const [query, setQuery] = useState('');
  const [useAI, setUseAI] = useState(true);
  const search = useExplainedSmartSearch();
  const pending = search.isPending;

  const run = (text: string) => {
    const q = text.trim();
    if (!q || pending) return;
    setQuery(q);
    search.mutate({ query: q, useAI });
  };

  return (
    <Stack gap="6" data-testid="explained-smart-search-widget">
      <form
        role="search"
        aria-label="Smart Search, explained"
        onSubmit={(e) => {
          e.preventDefault();
          run(query);
        }}
      >
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <label htmlFor="smart-search-q" className="visually-hidden">
            Describe the festival you are looking for
          </label>
          <Input
            id="smart-search-q"
            size="lg"
            bg="white"
            value={query}
            maxLength={200}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Try: folk festivals near York in July, family-friendly"
          />
          <Button type="submit" size="lg" colorPalette="purple" disabled={pending || query.trim() === ''}>
            {pending ? <Spinner size="sm" /> : null}
            {pending ? 'Searching...' : 'Search'}
          </Button>
        </Flex>
        {allowAiToggle && (
          <Switch.Root mt="3" checked={useAI} onCheckedChange={(d) => setUseAI(d.checked)} colorPalette="purple">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Use OpenAI to read the query (when configured)</Switch.Label>
          </Switch.Root>
        )}
      </form>

      {search.isIdle && (
        <Stack gap="2" data-testid="ai-examples">
          <Text fontWeight="medium">Try one of these:</Text>
          <HStack wrap="wrap" gap="2">
            {EXAMPLE_QUERIES.map((q) => (
              <Chip key={q} onClick={() => run(q)}>
                {q}
              </Chip>
            ))}
          </HStack>
        </Stack>
      )}

      {search.isError && <FailureCard error={search.error} />}
      {search.isSuccess && <Answer result={search.data} onSuggestion={run} pending={pending} />}
    </Stack>
  );
}

function foundText(shown: number, total: number): string {
  if (total > shown) return `Showing ${shown} of ${total} festivals`;
  return total === 1 ? '1 festival found' : `${total} festivals found`;
}

function FailureCard({ error }: { error: Error }) {
  // a 4xx says why in the server's words (rate limit, too long); anything else gets the spec's text
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <Card.Root borderColor="red.300" role="alert" data-testid="ai-failure">
      <Card.Body>
        <Text color="red.800">{(clientError && serverMessage(error)) || FAILURE_TEXT}</Text>
      </Card.Body>
    </Card.Root>
  );
}

function Answer({ result, onSuggestion, pending }: { result: ExplainedSmartSearchResult; onSuggestion: (q: string) => void; pending: boolean }) {
  const variant = confidenceVariant(result.confidence);
  const intent = result.intent;
  const tags = intent ? INTENT_TAGS.filter(([key]) => intent[key]).map(([key, label]) => [label, String(intent[key])] as const) : [];
  const keywords = intent?.keywords ?? [];
  return (
    <Stack gap="6">
      <Card.Root data-testid="ai-explanation">
        <Card.Body gap="2">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="md">
              What we understood
            </Heading>
            <Badge {...BADGE_STYLE[variant]} data-variant={variant} data-testid="ai-confidence">
              {result.confidence}% confidence
            </Badge>
          </HStack>
          <Text color="gray.800">{result.explanation}</Text>
        </Card.Body>
      </Card.Root>

      {(tags.length > 0 || keywords.length > 0) && (
        <Card.Root data-testid="ai-analysis">
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              Search Analysis
            </Heading>
            <HStack wrap="wrap" gap="2">
              {tags.map(([label, value]) => (
                <Badge key={label} colorPalette="purple" variant="subtle" size="lg">
                  {label}: {value}
                </Badge>
              ))}
              {keywords.map((k) => (
                <Badge key={k} colorPalette="gray" variant="outline" size="lg">
                  Keyword: {k}
                </Badge>
              ))}
            </HStack>
          </Card.Body>
        </Card.Root>
      )}

      {result.suggestions.length > 0 && (
        <Stack gap="2" data-testid="ai-suggestions">
          <Text fontWeight="medium">You might also like:</Text>
          <HStack wrap="wrap" gap="2">
            {result.suggestions.map((s) => (
              <Chip key={s} onClick={() => onSuggestion(s)} disabled={pending}>
                {s}
              </Chip>
            ))}
          </HStack>
        </Stack>
      )}

      {result.events.length === 0 ? (
        <Card.Root data-testid="ai-no-results">
          <Card.Body gap="1" textAlign="center">
            <Heading as="h2" size="md">
              No events found
            </Heading>
            <Text color="gray.700">{NO_RESULTS_TEXT}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <Box>
          <Heading as="h2" size="md" mb="4" data-testid="ai-found">
            {foundText(result.events.length, result.total ?? result.events.length)}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {result.events.map((e) => (
              <AiEventCard key={e.id} event={e} />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}
