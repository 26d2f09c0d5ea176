import { LENGTH_WORDS } from '../contracts/ai-description.schemas';
import { EventFacts, MONTHS, WEEKDAYS } from './event-facts';
import { sentencesOf, wordCount } from './grounded-writer';
import { TextStats } from './text-stats';

export interface Measure {
  name: 'length' | 'readability' | 'sentence-variety' | 'essentials' | 'category-vocabulary' | 'originality';
  /** The raw figure (words, Flesch reading ease, coefficient of variation, share, hits, Jaccard). */
  value: number;
  /** 0 to 1. */
  score: number;
  weight: number;
  detail: string;
}

export interface AnalysisInput {
  text: string;
  stats: TextStats;
  facts: EventFacts;
  /** Words that describe the event's category (its name and description). */
  categoryTerms: string[];
  /** Highest shingle Jaccard against another event's description, with that event's title. */
  nearest: { similarity: number; title: string } | null;
}

export interface DescriptionAnalysis {
  score: number;
  measures: Measure[];
  strengths: string[];
  suggestions: string[];
  keywords: string[];
}

/** The target the analysis measures length against: the "medium" option (100 to 200 words). */
export const ANALYSIS_TARGET = LENGTH_WORDS.medium;

const AUDIENCE =
  /\b(famil(y|ies)|child(ren)?|kids?|adults?|everyone|all ages|fans?|lovers?|visitors?|foodies|beginners|students|teens?|grown-ups|locals|audiences?|music lovers|enthusiasts|people|guests)\b/i;

/** Flesch reading ease: 206.835 − 1.015 × words/sentence − 84.6 × syllables/word. */
export function fleschReadingEase(stats: Pick<TextStats, 'sentenceWords' | 'words' | 'syllables'>): number {
  const sentences = Math.max(1, stats.sentenceWords.length);
  const words = Math.max(1, stats.words);
  return 206.835 - 1.015 * (words / sentences) - 84.6 * (stats.syllables / words);
}

/** Coefficient of variation of sentence lengths (0 when every sentence has the same length or there is one). */
export function sentenceVariation(sentenceWords: number[]): number {
  if (sentenceWords.length < 2) return 0;
  const mean = sentenceWords.reduce((a, b) => a + b, 0) / sentenceWords.length;
  const variance = sentenceWords.reduce((a, b) => a + (b - mean) ** 2, 0) / sentenceWords.length;
  return mean === 0 ? 0 : Math.sqrt(variance) / mean;
}

/** Which of what / where / when / price / who the text tells a reader. */
export function essentials(text: string, facts: EventFacts): Record<'what' | 'where' | 'when' | 'price' | 'who', boolean> {
  const t = text.toLowerCase();
  const titleWords = facts.title.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [];
  return {
    what: t.includes(facts.categoryName.toLowerCase()) || titleWords.some((w) => t.includes(w)) || facts.tags.some((tag) => t.includes(tag.toLowerCase())),
    where: [facts.city, facts.venue].some((p) => p.trim().length > 1 && t.includes(p.toLowerCase())),
    when: [...MONTHS, ...WEEKDAYS].some((w) => t.includes(w)) || /\b(19|20)\d{2}\b/.test(t) || /\b(weekend|summer|spring|autumn|winter)\b/.test(t),
    price: /£\s?\d|\bfree\b|\bprice|\btickets?\b|\bcost/.test(t),
    who: AUDIENCE.test(t),
  };
}

/**
 * The share of a text's sentences that say something about this event: they name its title, place, dates, price,
 * category or a tag, or repeat the organiser's own words. Generic advice reaches a length but tells a reader nothing.
 */
export function substance(text: string, facts: EventFacts): number {
  const sentences = sentencesOf(text);
  if (!sentences.length) return 0;
  const own = new Set(sentencesOf(facts.description).map((x) => x.toLowerCase()));
  const named = [facts.title, facts.city, facts.venue, facts.priceText ?? '', facts.categoryName, ...facts.tags, ...MONTHS]
    .map((x) => x.trim().toLowerCase())
    .filter((x) => x.length > 2);
  const stating = sentences.filter((x) => own.has(x.toLowerCase()) || named.some((n) => x.toLowerCase().includes(n)));
  return stating.length / sentences.length;
}

/** How much the event gives a writer to work with: a price, a ticket link, confirmed dates, a real description, tags. */
export function factsAvailable(facts: EventFacts): number {
  const known = [facts.priceText, facts.ticketUrl, facts.datesConfirmed, wordCount(facts.description) >= 40, facts.tags.length > 0];
  return known.filter(Boolean).length / known.length;
}

const clamp = (x: number) => Math.max(0, Math.min(1, x));
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Scores a description 0 to 100 from six measured properties (docs/ai.md lists them and their weights). */
export function analyseDescription(input: AnalysisInput): DescriptionAnalysis {
  const { stats, text, facts } = input;
  const measures: Measure[] = [];
  const { min, max } = ANALYSIS_TARGET;
  const lengthScore = stats.words === 0 ? 0 : stats.words < min ? stats.words / min : stats.words > max ? max / stats.words : 1;
  measures.push({ name: 'length', value: stats.words, score: lengthScore, weight: 20, detail: `${stats.words} words (target ${min} to ${max})` });

  const fre = stats.words === 0 ? 0 : fleschReadingEase(stats);
  measures.push({
    name: 'readability',
    value: round1(fre),
    score: clamp((fre - 30) / 30),
    weight: 20,
    detail: `Flesch reading ease ${round1(fre)} (60 or more reads easily)`,
  });

  const cv = sentenceVariation(stats.sentenceWords);
  measures.push({
    name: 'sentence-variety',
    value: Math.round(cv * 100) / 100,
    score: clamp(cv / 0.35),
    weight: 10,
    detail: `${stats.sentenceWords.length} sentences, length variation ${Math.round(cv * 100)}% (35% or more reads naturally)`,
  });

  const found = essentials(text, facts);
  const present = Object.values(found).filter(Boolean).length;
  const missing = Object.entries(found)
    .filter(([, ok]) => !ok)
    .map(([k]) => k);
  measures.push({
    name: 'essentials',
    value: present,
    score: present / 5,
    weight: 25,
    detail: missing.length ? `missing: ${missing.join(', ')}` : 'what, where, when, price and who are all there',
  });

  const content = new Set(stats.contentWords);
  const hits = [...new Set(input.categoryTerms)].filter((term) => content.has(term));
  measures.push({
    name: 'category-vocabulary',
    value: hits.length,
    score: clamp(hits.length / 3),
    weight: 10,
    detail: hits.length ? `uses ${hits.slice(0, 6).join(', ')}` : `none of the ${facts.categoryName} category's words`,
  });

  const similarity = input.nearest?.similarity ?? 0;
  measures.push({
    name: 'originality',
    value: Math.round(similarity * 100) / 100,
    score: clamp(1 - (similarity - 0.2) / 0.5),
    weight: 15,
    detail:
      input.nearest && similarity >= 0.2
        ? `${Math.round(similarity * 100)}% of its phrases also in "${input.nearest.title}"`
        : 'no near-duplicate in the catalogue',
  });

  const total = measures.reduce((a, m) => a + m.weight, 0);
  const score = Math.round((100 * measures.reduce((a, m) => a + m.weight * m.score, 0)) / total);
  return { score, measures, strengths: strengthsOf(measures, found), suggestions: suggestionsOf(measures, found, stats), keywords: stats.keywords.slice(0, 8) };
}

function strengthsOf(measures: Measure[], found: ReturnType<typeof essentials>): string[] {
  const out: string[] = [];
  for (const m of measures) {
    if (m.score < 0.8) continue;
    if (m.name === 'length') out.push(`Good length: ${m.detail}.`);
    if (m.name === 'readability') out.push(`Easy to read: ${m.detail}.`);
    if (m.name === 'sentence-variety') out.push('Sentence lengths vary, so it reads naturally.');
    if (m.name === 'essentials') out.push('Tells readers what it is, where, when, what it costs and who it is for.');
    if (m.name === 'category-vocabulary') out.push(`Speaks the category's language (${m.detail.replace('uses ', '')}).`);
    if (m.name === 'originality') out.push('Original wording: no near-duplicate of another listing.');
  }
  if (out.length === 0 && Object.values(found).some(Boolean)) {
    out.push(
      `Already mentions ${Object.entries(found)
        .filter(([, ok]) => ok)
        .map(([k]) => k)
        .join(', ')}.`,
    );
  }
  return out;
}

const ESSENTIAL_TIPS: Record<string, string> = {
  what: 'Say what kind of event it is in the first sentence.',
  where: 'Name the venue and town so readers know where it is.',
  when: 'Give the dates.',
  price: 'Mention the price or how to get tickets.',
  who: 'Say who it is for (families, music fans, food lovers…).',
};

function suggestionsOf(measures: Measure[], found: ReturnType<typeof essentials>, stats: TextStats): string[] {
  const out: string[] = [];
  for (const m of measures) {
    if (m.score >= 0.6) continue;
    if (m.name === 'length') out.push(m.value < ANALYSIS_TARGET.min ? `Add detail: ${m.detail}.` : `Trim it: ${m.detail}.`);
    if (m.name === 'readability') {
      const avg = stats.words / Math.max(1, stats.sentenceWords.length);
      out.push(`Make it easier to read (${m.detail}): shorter sentences (now ${Math.round(avg)} words on average) and plainer words.`);
    }
    if (m.name === 'sentence-variety') out.push('Mix short and long sentences.');
    if (m.name === 'category-vocabulary') out.push(`Use words readers search for in this category (${m.detail}).`);
    if (m.name === 'originality') out.push(`Rewrite in your own words: ${m.detail}.`);
  }
  for (const [key, ok] of Object.entries(found)) if (!ok) out.push(ESSENTIAL_TIPS[key]!);
  return out;
}
