import type { WeightedText } from '../../embeddings/application/ports/text-embedder.port';
import { EventDocument } from '../application/ports/event-document';

/**
 * What an event's vector of meaning is made of: title, category, tags, description and place, the title and the
 * labels counting more than the prose. A change to any of these makes a new vector (the hash of this text keys it).
 */
export function embeddingTextOf(doc: Pick<EventDocument, 'title' | 'category' | 'tags' | 'description' | 'venue' | 'city' | 'region'>): WeightedText[] {
  const words = (slug: string) => slug.replace(/-/g, ' ');
  return [
    { text: doc.title, weight: 2 },
    { text: words(doc.category), weight: 2 },
    { text: doc.tags.map(words).join(', '), weight: 1.5 },
    { text: doc.description, weight: 1 },
    { text: [doc.venue, doc.city, words(doc.region)].filter(Boolean).join(', '), weight: 0.5 },
  ];
}

/** Same text, same vector: compared to keep a document's vector through changes that leave its text alone. */
export function sameEmbeddingText(a: EventDocument, b: EventDocument): boolean {
  return (
    a.title === b.title &&
    a.category === b.category &&
    a.description === b.description &&
    a.venue === b.venue &&
    a.city === b.city &&
    a.region === b.region &&
    a.tags.join('\u0000') === b.tags.join('\u0000')
  );
}
