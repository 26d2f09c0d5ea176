// Festival Finder partner API: keeps a local copy of the public events in sync (docs/partner-api.md).
// Usage: FF_BASE=https://festivalfinder.example FF_API_KEY=ffp_… node partner-sync.mjs state.json
import { readFile, rename, writeFile } from 'node:fs/promises';

const base = process.env.FF_BASE ?? 'http://localhost:3000';
const key = process.env.FF_API_KEY;
const file = process.argv[2] ?? 'festival-finder-state.json';
if (!key) throw new Error('Set FF_API_KEY to your partner API key.');

/** { cursor: string | null, events: { [id]: { version, event } } } */
async function load() {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return { cursor: null, events: {} };
  }
}

/** Written to a temporary file first, so a crash never leaves half a state (the cursor and events stay together). */
async function save(state) {
  await writeFile(`${file}.tmp`, JSON.stringify(state));
  await rename(`${file}.tmp`, file);
}

async function page(cursor) {
  const url = new URL('/api/v1/events', base);
  url.searchParams.set('limit', '500');
  if (cursor) url.searchParams.set('cursor', cursor);
  for (;;) {
    const res = await fetch(url, { headers: { 'x-api-key': key } });
    if (res.status === 429) {
      const wait = Number(res.headers.get('retry-after') ?? '5');
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    return res.json();
  }
}

const state = await load();
let changed = 0;
for (;;) {
  const { items, nextCursor, hasMore } = await page(state.cursor);
  for (const item of items) {
    const held = state.events[item.id];
    if (held && held.version >= item.version) continue; // already applied (a page re-read after a crash)
    if (item.change === 'upsert') state.events[item.id] = { version: item.version, event: item.event };
    else delete state.events[item.id];
    changed++;
  }
  state.cursor = nextCursor;
  await save(state);
  if (!hasMore) break;
}
console.log(`${changed} changes applied; ${Object.keys(state.events).length} events; cursor ${state.cursor}`);
