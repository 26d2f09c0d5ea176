import { Button, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { REGIONS } from '@contracts/events/regions';
import { useMemo, useState } from 'react';
import { useCategories } from '../../../lib/api/categories/get-categories';
import { EMBED_MAX_LIMIT } from '../element/festival-finder-events';
import { componentSnippet, iframeSnippet, type EmbedChoice } from '../snippets';
import { EmbedPreview } from './embed-preview';

const SIZES = [3, 6, 10, EMBED_MAX_LIMIT];

function CopySnippet({ label, code, testId }: { label: string; code: string; testId: string }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea readOnly value={code} rows={4} fontFamily="mono" fontSize="sm" data-testid={`${testId}-code`} onFocus={(e) => e.currentTarget.select()} />
      <Stack direction="row" align="center" gap="3" mt="2">
        <Button size="sm" colorPalette="purple" onClick={copy} data-testid={`${testId}-copy`}>
          Copy {label.toLowerCase()}
        </Button>
        <Text role="status" fontSize="sm" color="gray.700">
          {copied === 'copied' ? 'Copied to your clipboard.' : copied === 'failed' ? 'Copying failed: select the text and copy it.' : ''}
        </Text>
      </Stack>
    </Field.Root>
  );
}

/** /embed: an organiser picks a search (or category/region), a size and a look, sees it live and copies a snippet. */
export function EmbedBuilder() {
  const categories = useCategories();
  const [choice, setChoice] = useState<EmbedChoice>({ search: '', category: '', region: '', limit: 6, theme: 'light' });
  const [searchDraft, setSearchDraft] = useState('');
  // A patch that changes nothing keeps the same choice: leaving the search box for the Copy button would otherwise
  // rebuild the preview between the button's mousedown and mouseup, moving it from under the pointer (a lost click).
  const set = (patch: Partial<EmbedChoice>) =>
    setChoice((c) => (Object.entries(patch).every(([k, v]) => c[k as keyof EmbedChoice] === v) ? c : { ...c, ...patch }));
  const site = window.location.origin;
  const snippets = useMemo(() => ({ component: componentSnippet(site, choice), iframe: iframeSnippet(site, choice) }), [site, choice]);

  return (
    <Stack gap="8">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: searchDraft });
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Search in plain words</Field.Label>
            <Input
              value={searchDraft}
              maxLength={200}
              placeholder="folk festivals in scotland"
              onChange={(e) => setSearchDraft(e.target.value)}
              onBlur={() => set({ search: searchDraft })}
              data-testid="embed-search"
            />
            <Field.HelperText>Press Enter to update the preview. Leave empty for a category or region list.</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Category</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={choice.category} onChange={(e) => set({ category: e.target.value })} data-testid="embed-category">
                <option value="">Any category</option>
                {(categories.data ?? []).map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Region</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={choice.region} onChange={(e) => set({ region: e.target.value })} data-testid="embed-region">
                <option value="">Anywhere in the UK</option>
                {REGIONS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Number of events</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={String(choice.limit)} onChange={(e) => set({ limit: Number(e.target.value) })} data-testid="embed-limit">
                {SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Look</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={choice.theme} onChange={(e) => set({ theme: e.target.value as EmbedChoice['theme'] })} data-testid="embed-theme">
                <option value="light">Light</option>
                <option value="dark">Dark</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
      </form>
      <Stack gap="3" as="section" aria-labelledby="embed-preview-heading">
        <Heading as="h2" size="lg" id="embed-preview-heading">
          Preview
        </Heading>
        <EmbedPreview choice={choice} />
      </Stack>
      <Stack gap="6" as="section" aria-labelledby="embed-snippets-heading">
        <Heading as="h2" size="lg" id="embed-snippets-heading">
          Snippets
        </Heading>
        <CopySnippet label="Web component" code={snippets.component} testId="embed-component" />
        <CopySnippet label="Iframe" code={snippets.iframe} testId="embed-iframe" />
      </Stack>
    </Stack>
  );
}
