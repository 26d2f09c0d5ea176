import { z } from 'zod';
import { NewsItemProps } from '../domain/news-item.aggregate';

/** The public JSON of a news item (docs/api-contract.md); also its OpenAPI response schema. */
export const newsViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    /** Markdown-light text; a festival is written [Title](/event/{id}). */
    content: z.string(),
    category: z.string(),
    /** Publication time (ISO 8601). */
    date: z.string().datetime(),
    imageUrl: z.string().nullable(),
    tags: z.array(z.string()),
    source: z.enum(['internal', 'external']),
    externalUrl: z.string().nullable(),
    festivalId: z.string().nullable(),
  })
  .strict();
export type NewsView = z.infer<typeof newsViewSchema>;

export const toNewsView = (n: NewsItemProps & { id: string }): NewsView => ({
  id: n.id,
  title: n.title,
  summary: n.summary,
  content: n.content,
  category: n.category,
  date: n.publishedAt,
  imageUrl: n.imageUrl,
  tags: n.tags,
  source: n.source,
  externalUrl: n.externalUrl,
  festivalId: n.festivalId,
});
