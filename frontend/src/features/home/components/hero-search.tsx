import { Box, Button, NativeSelect } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { useCategories } from '../../../lib/api/categories/get-categories';
import { trackEvent } from '../../../lib/analytics';
import { lastSearchAtom, searchStateAtom, emptySearchState, smartSearchOnAtom } from '../../../lib/search.atoms';
import { HOME_HERO } from '../../../lib/hero-words';
import { HERO_BACKGROUNDS, HeroFrame } from './hero-frame';

export const SMART_PLACEHOLDER = 'Try: outdoor music Festivals near London in summer';
export const PLAIN_PLACEHOLDER = "Search Festivals, events, or describe what you're looking for...";
export const EXAMPLE_QUERIES = [
  'outdoor music Festivals near London in summer',
  'family-friendly food Festivals this weekend',
  'classical music events in Edinburgh',
  'free arts Festivals in Bristol',
];

interface Props {
  initialQuery: string;
  initialCategory: string;
  busy: boolean;
}

export function HeroSearch({ initialQuery, initialCategory, busy }: Props) {
  const navigate = useNavigate();
  const [smart, setSmart] = useAtom(smartSearchOnAtom);
  const setLastSearch = useSetAtom(lastSearchAtom);
  const setSearchState = useSetAtom(searchStateAtom);
  const categories = useCategories();
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);
  const [showSuggestions, setShowSuggestions] = useState(false);
  const [bg, setBg] = useState(0);
  const hideTimer = useRef<number>(undefined);
  const listId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  // Search progress: searching 60 %, 90 % after 100 ms, 100 % when done (spec public-pages 2.6).
  useEffect(() => {
    if (busy) {
      setProgress(60);
      const t = window.setTimeout(() => setProgress(90), 100);
      return () => window.clearTimeout(t);
    }
    setProgress((p) => (p === null ? null : 100));
    const t = window.setTimeout(() => setProgress(null), 600);
    return () => window.clearTimeout(t);
  }, [busy]);

  // Follow the URL when it changes, but not on mount: text typed into the server-rendered box moves in before
  // this component's first effects run (lib/page-shell.ts), and a mount-time reset would wipe it.
  const synced = useRef({ initialQuery, initialCategory });
  useEffect(() => {
    if (synced.current.initialQuery === initialQuery) return;
    synced.current.initialQuery = initialQuery;
    setQuery(initialQuery);
  }, [initialQuery]);
  useEffect(() => {
    if (synced.current.initialCategory === initialCategory) return;
    synced.current.initialCategory = initialCategory;
    setCategory(initialCategory);
  }, [initialCategory]);
  useEffect(() => {
    const t = window.setInterval(() => setBg((i) => (i + 1) % HERO_BACKGROUNDS.length), 6000);
    return () => window.clearInterval(t);
  }, []);
  useEffect(() => {
    const onClear = () => {
      setQuery('');
      setCategory('');
    };
    window.addEventListener('clearSearchState', onClear);
    return () => window.removeEventListener('clearSearchState', onClear);
  }, []);

  const run = (q: string, smartOn: boolean) => {
    setLastSearch({ query: q, smart: smartOn, category });
    setSearchState({ ...emptySearchState, query: q, category });
    trackEvent('search', { event_category: smartOn ? 'smart' : 'standard', event_label: q });
    void navigate({ to: '/', search: { q: q || undefined, category: category || undefined, smart: smartOn ? undefined : 'off' } });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    run(query.trim(), smart);
  };

  const choose = (example: string) => {
    setQuery(example);
    setSmart(true);
    setShowSuggestions(false);
  };

  const suggestionsVisible = smart && showSuggestions && !query;

  return (
    <HeroFrame
      titleId="hero-title"
      queryId="hero-query"
      heading={HOME_HERO.heading}
      text={HOME_HERO.text}
      background={bg}
      form={{ onSubmit: submit }}
      input={{
        value: query,
        onChange: (e) => setQuery(e.target.value),
        placeholder: smart ? SMART_PLACEHOLDER : PLAIN_PLACEHOLDER,
        onFocus: () => {
          window.clearTimeout(hideTimer.current);
          setShowSuggestions(true);
        },
        onBlur: () => {
          hideTimer.current = window.setTimeout(() => setShowSuggestions(false), 200);
        },
        'aria-controls': suggestionsVisible ? listId : undefined,
        'data-testid': 'hero-query',
      }}
      submit={{ label: busy ? 'Searching...' : 'Search', disabled: busy, testId: 'hero-submit' }}
      toggle={<ToggleSwitch checked={smart} onChange={setSmart} label={`Smart Search ${smart ? 'on' : 'off'}`} />}
      suggestions={
        suggestionsVisible && (
          <Box
            as="ul"
            id={listId}
            aria-label="Example searches"
            position="absolute"
            zIndex="dropdown"
            top="100%"
            left="0"
            right="0"
            mt="1"
            bg="white"
            borderWidth="1px"
            borderRadius="md"
            shadow="lg"
            listStyleType="none"
            py="1"
          >
            {EXAMPLE_QUERIES.map((ex) => (
              <li key={ex}>
                <Button
                  variant="ghost"
                  w="100%"
                  justifyContent="flex-start"
                  size="sm"
                  fontWeight="normal"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(ex)}
                >
                  <span aria-hidden="true">✦</span> {ex}
                </Button>
              </li>
            ))}
          </Box>
        )
      }
      category={
        <NativeSelect.Root size="lg" width={{ base: '100%', md: '200px' }} flexShrink="0">
          <NativeSelect.Field id="hero-category" name="category" aria-label="Category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">All Categories</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      below={
        <>
          {progress !== null && (
            <div className="ff-hero-progress" role="progressbar" aria-label="Search progress" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
              <div style={{ width: `${progress}%` }} />
            </div>
          )}
          {query.trim().length === 1 && (
            <p className="ff-hero-note" aria-live="polite">
              Type at least 2 characters to search...
            </p>
          )}
        </>
      }
    />
  );
}
