import { AccessFactKey, Accessibility, NOT_STATED } from '../../events/contracts/accessibility.schema';

/** A schema.org LocationFeatureSpecification as a page states it (amenityFeature of an Event or its Place). */
export interface StatedAmenity {
  name: string;
  value: boolean | null;
}

/** Words that name each fact, in amenity names and in description phrases. */
const FACT_PATTERNS: ReadonlyArray<readonly [AccessFactKey, RegExp]> = [
  ['stepFreeAccess', /\b(?:step[- ]free(?: access)?|wheelchair[- ](?:accessible|access)|level access)\b/],
  ['accessibleToilets', /\b(?:accessible|disabled|changing places) toilets?\b/],
  ['viewingPlatform', /\b(?:accessible |wheelchair )?viewing platforms?\b/],
  ['accessibleCamping', /\b(?:accessible|wheelchair[- ]accessible) camping\b/],
  ['bslInterpretation', /\b(?:bsl(?: interpret(?:ed|ers?|ation))?|british sign language|sign language interpret(?:ed|ers?|ation))\b/],
  ['captioningOrAudioDescription', /\b(?:caption(?:ed|ing)|audio[- ]descri(?:bed|ption))\b/],
  ['quietSpace', /\b(?:quiet|chill[- ]?out|sensory) (?:spaces?|areas?|rooms?|zones?|tents?)\b/],
  ['assistanceDogsWelcome', /\b(?:assistance|guide) dogs?(?: are)? welcome\b/],
  ['freeCarerTickets', /\bfree (?:carer|pa|personal assistant|companion)(?:'?s)? tickets?\b/],
];

const factOf = (text: string): AccessFactKey | null => FACT_PATTERNS.find(([, re]) => re.test(text))?.[0] ?? null;

/**
 * What a source states about access: an amenityFeature whose value is true, or a plain phrase in the description
 * ("BSL interpreted", "step-free access"), is 'yes'. Nothing is ever read as 'no': a page that does not mention a fact
 * (or says it in a way we do not read) leaves it not stated.
 */
export function statedAccessibility(amenities: readonly StatedAmenity[], description: string | null | undefined): Accessibility {
  const out: Accessibility = { ...NOT_STATED };
  for (const a of amenities) {
    const fact = factOf(a.name.toLowerCase());
    if (fact && a.value === true) out[fact] = 'yes';
  }
  const text = (description ?? '').toLowerCase().replace(/\s+/g, ' ');
  for (const [fact, re] of FACT_PATTERNS) {
    const match = re.exec(text);
    // "no step-free access", "not BSL interpreted": a negated mention is not a yes (and is never read as a no)
    if (match && !/\b(?:no|not|without|isn'?t|aren'?t)\s+(?:\S+\s+)?$/.test(text.slice(Math.max(0, match.index - 20), match.index))) out[fact] = 'yes';
  }
  return out;
}
