import { LENGTH_WORDS, Length } from '../contracts/ai-description.schemas';
import { analyseDescription, DescriptionAnalysis, essentials, factsAvailable, fleschReadingEase, substance } from '../domain/description-analysis';
import { EventFacts } from '../domain/event-facts';
import { FactIssue } from '../domain/fact-checker';
import { jaccard, shingles } from '../domain/shingles';
import { CatalogueTexts } from './ports/event-facts.reader.port';
import { TextAnalyser } from './ports/text-analyser.port';

const ESSENTIAL_NAMES: Record<string, string> = { what: 'what it is', where: 'the place', when: 'the dates', price: 'the price', who: 'who it is for' };

/** Measures texts about an event: the analysis, its key terms, and what a rewrite improved. */
export class DescriptionAnalyst {
  constructor(
    private readonly analyser: TextAnalyser,
    private readonly catalogue: CatalogueTexts,
  ) {}

  async analyse(text: string, facts: EventFacts): Promise<DescriptionAnalysis> {
    const stats = this.analyser.stats(text);
    const categoryTerms = this.analyser.contentWords(`${facts.categoryName} ${facts.categoryDescription}`).filter((w) => w.length > 3);
    const own = shingles(text);
    let nearest: { similarity: number; title: string } | null = null;
    for (const other of await this.catalogue.all()) {
      if (other.id === facts.id) continue;
      const similarity = jaccard(own, other.shingles);
      if (!nearest || similarity > nearest.similarity) nearest = { similarity, title: other.title };
    }
    return analyseDescription({ text, stats, facts, categoryTerms, nearest });
  }

  /** Search terms grounded in the event: key terms of its description, its tags, and category-in-town (the title is in every text already). */
  keywordsFor(facts: EventFacts): string[] {
    const title = facts.title.toLowerCase();
    const terms = this.analyser
      .stats(facts.description)
      .keywords.filter((t) => !title.includes(t.toLowerCase()))
      .slice(0, 5);
    const local = `${facts.categoryName.toLowerCase()} in ${facts.city}`;
    const seen = new Set<string>();
    return [...terms, ...facts.tags.slice(0, 3), local].filter((t) => t.trim() && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  }

  /**
   * What the rewrite changed, from measures of both texts, and a confidence: the text's quality (length fit,
   * essentials, readability) scaled down by how much of it is generic filler and by how few facts the event gives.
   */
  compare(
    before: string,
    after: string,
    facts: EventFacts,
    length: Length,
    issues: FactIssue[],
    keywords: string[],
  ): { improvements: string[]; confidence: number } {
    const { min, max } = LENGTH_WORDS[length];
    const [b, a] = [this.analyser.stats(before), this.analyser.stats(after)];
    const improvements: string[] = [`Length: ${b.words} → ${a.words} words (target ${min} to ${max}).`];
    const [eb, ea] = [essentials(before, facts), essentials(after, facts)];
    const added = Object.keys(ea).filter((k) => ea[k as keyof typeof ea] && !eb[k as keyof typeof eb]);
    if (added.length) improvements.push(`Adds ${added.map((k) => ESSENTIAL_NAMES[k]).join(', ')}.`);
    const [fb, fa] = [fleschReadingEase(b), fleschReadingEase(a)];
    if (b.words > 0 && Math.round(fa) !== Math.round(fb)) improvements.push(`Reading ease (Flesch): ${Math.round(fb)} → ${Math.round(fa)}.`);
    if (keywords.length) improvements.push(`Works in search terms: ${keywords.slice(0, 5).join(', ')}.`);
    improvements.push(
      issues.length ? `Fact check: ${issues.length} statement(s) not backed by the event.` : 'Fact check: every date, price, place and name matches the event.',
    );
    const [said, known] = [substance(after, facts), factsAvailable(facts)];
    improvements.push(
      `Substance: ${Math.round(said * 100)}% of sentences state this event's facts; the event gives ${Math.round(known * 5)} of 5 facts a writer needs.`,
    );
    const lengthFit = a.words < min ? a.words / min : a.words > max ? max / a.words : 1;
    const share = Object.values(ea).filter(Boolean).length / 5;
    const readable = Math.max(0, Math.min(1, (fa - 30) / 30));
    const quality = 0.4 * lengthFit + 0.3 * share + 0.3 * readable;
    let confidence = quality * (0.4 + 0.6 * said) * (0.6 + 0.4 * known);
    if (issues.length) confidence = Math.min(confidence, 0.3);
    return { improvements, confidence: Math.round(confidence * 100) / 100 };
  }
}
