import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One name for the search that reads plain English: Smart Search (docs/decisions/0011-one-name-smart-search.md).
 * The words it had before ("semantic search", "AI search") may stay only where the spec fixes them for its clients:
 * the alias addresses, the answer's `semantic` field, `mode=semantic` in old links and the admin route /ai-search.
 * So no file is named after them and no identifier carries them.
 */
const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['backend/src', 'frontend/src', 'tests', 'scripts'];
/** Generated from the route file /ai-search (the spec's admin path) by TanStack Router. */
const GENERATED = new Set(['frontend/src/routeTree.gen.ts']);
/** The admin route's own file: its name is its path. */
const NAMED_BY_THEIR_PATH = new Set(['frontend/src/routes/_admin/_gated/ai-search.tsx']);

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    return entry.isDirectory() ? files(rel) : [rel];
  });
}

const all = SOURCES.flatMap(files).filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f));
/** The old names as parts of a name: semantic-search, SemanticSearch, semanticPaths, ai-search, AiSearch, aiSearch… */
const OLD_FILE_NAME = /semantic(?!s\.)|ai-search/i;
const OLD_IDENTIFIER = /\b\w*(Semantic[A-Z]\w*|semantic[A-Z]\w*|[a-z]\w*Semantic\w*|AiSearch\w*|aiSearch\w*)\b/g;
/** Chakra UI's "semantic tokens" (design tokens for light and dark) are another thing. */
const OTHER_MEANING = /semanticTokens$/i;

describe('the feature has one name: Smart Search', () => {
  it('names no file after "semantic search" or "AI search"', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((f) => OLD_FILE_NAME.test(path.basename(f)) && !NAMED_BY_THEIR_PATH.has(f))).toEqual([]);
  });

  it('has no identifier carrying the old names', () => {
    const found: string[] = [];
    for (const file of all) {
      if (GENERATED.has(file) || file === 'tests/gates/feature-name.unit.spec.ts') continue;
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [name] of line.matchAll(OLD_IDENTIFIER)) if (!OTHER_MEANING.test(name)) found.push(`${file}:${i + 1} ${name}`);
        });
    }
    expect(found).toEqual([]);
  });
});
