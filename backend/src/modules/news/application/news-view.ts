import { NewsItemProps } from '../domain/news-item.aggregate';

/** The public JSON of a news item (docs/api-contract.md). */
export interface NewsView {
  id: string;
  title: string;
  summary: string;
  content: string;
  category: string;
  date: string;
  imageUrl: string | null;
  tags: string[];
  source: 'internal' | 'external';
  externalUrl: string | null;
  festivalId: string | null;
}

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
