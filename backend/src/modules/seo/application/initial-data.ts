import { escapeJsonLd } from './html-head';

/** One answer the page's first route would otherwise fetch after its code: the client's query key and the body. */
export interface InitialDataEntry {
  key: unknown[];
  data: unknown;
}

/**
 * A JSON data block (type="application/json": never executed, so the CSP's script-src 'self' is kept) that the
 * app reads once for its first route (frontend/src/lib/initial-data.ts). Escaped like JSON-LD: nothing in the
 * data can close the element.
 */
export function renderInitialData(entries: InitialDataEntry[] | undefined): string {
  if (!entries?.length) return '';
  return `<script type="application/json" id="ff-initial-data">${escapeJsonLd(entries)}</script>`;
}
