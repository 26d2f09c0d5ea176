import { parseIntent } from '../domain/parse-intent';
import { copyIntent, SearchIntent } from '../domain/search-intent';
import { ProvidedIntent, SearchIntentProvider } from './search-intent-provider.port';

/** Intents are small (a few short arrays): 10,000 of them hold a day's long tail of distinct queries in a few MB. */
const MAX_ENTRIES = 10_000;

/**
 * The rule-based provider (domain/parse-intent), memoised per query for the day (least recently used dropped first).
 * An intent is stored on the second ask of its query: most queries are asked once, and storing each kept it alive
 * long enough to be promoted to the old generation (and collected there).
 */
export class LocalIntentProvider extends SearchIntentProvider {
  private readonly memo = new Map<string, SearchIntent>();
  /** Queries asked once and not stored, bounded like the memo (cleared when full). */
  private readonly askedOnce = new Set<string>();
  /** The day the stored intents were read on: times are read against it, so a new day starts afresh. */
  private day = '';

  async extract(query: string, today: string): Promise<ProvidedIntent> {
    return { intent: this.parse(query, today), source: 'local' };
  }

  parse(query: string, today: string): SearchIntent {
    if (today !== this.day) {
      this.memo.clear();
      this.askedOnce.clear();
      this.day = today;
    }
    const key = singleSpaced(query);
    let intent = this.memo.get(key);
    if (intent) {
      this.memo.delete(key);
    } else {
      intent = parseIntent(query, today);
      if (!this.askedOnce.has(key)) {
        if (this.askedOnce.size >= MAX_ENTRIES) this.askedOnce.clear();
        this.askedOnce.add(key);
        // nothing else holds this intent: the caller may have it as it is
        return intent;
      }
      this.askedOnce.delete(key);
      if (this.memo.size >= MAX_ENTRIES) this.memo.delete(this.memo.keys().next().value!);
    }
    this.memo.set(key, intent);
    // callers may adjust the intent they get ("like X", the explained Smart Search); the memoised one stays as parsed
    return copyIntent(intent);
  }
}

/**
 * The parser splits on whitespace runs, so queries that differ only there read the same. Most queries have single
 * spaces and nothing else: they are their own key, found without a regular expression.
 */
function singleSpaced(query: string): string {
  for (let i = 0; i < query.length; i++) {
    const c = query.charCodeAt(i);
    const unusual = c === 32 ? query.charCodeAt(i + 1) === 32 : c < 32 || (c >= 0x7f && c !== 0xa3);
    if (unusual) return query.replace(/\s+/g, ' ');
  }
  return query;
}
