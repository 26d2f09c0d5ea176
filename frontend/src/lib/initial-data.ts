/**
 * Answers the server put in the page for its first route (backend/src/modules/seo/application/initial-data.ts),
 * by query key. Each is handed out once: later visits to the same route fetch as usual.
 */
let entries: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  if (entries) return entries;
  entries = new Map();
  const text = document.getElementById('ff-initial-data')?.textContent;
  if (!text) return entries;
  try {
    for (const entry of JSON.parse(text) as { key: unknown[]; data: unknown }[]) entries.set(JSON.stringify(entry.key), entry.data);
  } catch {
    // A damaged block only costs the fetch it would have saved.
  }
  return entries;
}

export function takeInitialData(key: readonly unknown[]): unknown {
  const all = read();
  const id = JSON.stringify(key);
  const data = all.get(id);
  all.delete(id);
  return data;
}
