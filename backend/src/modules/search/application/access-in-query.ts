import { ACCESS_FACTS, AccessToken } from '../../events/contracts/accessibility.schema';
import { SearchIntent } from '../domain/search-intent';

export interface AccessInQuery {
  /** Facts the query asks to be stated 'yes'. */
  tokens: AccessToken[];
  /** The query's words that asked for them (they are not keywords any more). */
  words: string[];
}

/**
 * Phrases a visitor writes for each accessibility fact. Whole words only, longest first in effect (every phrase is
 * tried); "wheelchair accessible" is read as step-free access, the fact a wheelchair user looks for first.
 */
const PHRASES: ReadonlyArray<readonly [RegExp, AccessToken]> = [
  [/\bwheelchair[- ](?:accessible|access|friendly|users?)\b/, 'step-free'],
  [/\bstep[- ]free(?: access)?\b/, 'step-free'],
  [/\b(?:level|ramped) access\b/, 'step-free'],
  [/\baccessible (?:toilets?|loos?)\b/, 'accessible-toilets'],
  [/\b(?:changing places|disabled) toilets?\b/, 'accessible-toilets'],
  [/\b(?:accessible )?viewing platforms?\b/, 'viewing-platform'],
  [/\baccessible camping\b/, 'accessible-camping'],
  [/\bbsl(?: interpret(?:ed|ers?|ation))?\b/, 'bsl'],
  [/\bbritish sign language\b/, 'bsl'],
  [/\bsign language(?: interpret(?:ed|ers?|ation))?\b/, 'bsl'],
  [/\bcaption(?:ed|ing|s)\b/, 'captioning'],
  [/\baudio[- ]described\b|\baudio description\b/, 'captioning'],
  [/\b(?:quiet|chill[- ]?out|sensory) (?:spaces?|areas?|rooms?|zones?|tents?)\b/, 'quiet-space'],
  [/\b(?:assistance|guide) dogs?(?: welcome)?\b/, 'assistance-dogs'],
  [/\b(?:free )?(?:carer|pa|personal assistant) tickets?\b/, 'carer-tickets'],
];

const FACT_LABEL = new Map<string, string>(ACCESS_FACTS.map((f) => [f.token, f.label]));

/** The accessibility facts a query asks for ("wheelchair accessible festivals in Wales", "festivals with BSL"). */
export function accessInQuery(query: string): AccessInQuery | null {
  const text = query.toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' ');
  const tokens = new Set<AccessToken>();
  const words = new Set<string>();
  for (const [pattern, token] of PHRASES) {
    const match = pattern.exec(text);
    if (!match) continue;
    tokens.add(token);
    for (const w of match[0].split(/[^a-z]+/)) if (w) words.add(w);
  }
  return tokens.size ? { tokens: [...tokens], words: [...words] } : null;
}

/** The intent with the facts as a filter; their words are no longer searched as text. */
export function withAccess(intent: SearchIntent, access: AccessInQuery): SearchIntent {
  const named = new Set(access.words);
  const notNamed = (w: string) =>
    !w
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((part) => named.has(part));
  return {
    ...intent,
    access: [...new Set([...(intent.access ?? []), ...access.tokens])],
    keywords: intent.keywords.filter(notNamed),
    topics: intent.topics.filter(notNamed),
    tags: intent.tags.filter(notNamed),
  };
}

/** "step-free access, BSL interpretation" for a notice. */
export function accessWords(tokens: readonly string[]): string[] {
  return tokens.map((t) => (FACT_LABEL.get(t) ?? t).replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()));
}
