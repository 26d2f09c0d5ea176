import { Aggregate } from '../../../platform/domain/aggregate';
import { DomainError } from '../../../platform/domain/domain-error';

export interface NewsItemProps {
  title: string;
  summary: string;
  content: string;
  category: string;
  imageUrl: string | null;
  tags: string[];
  source: 'internal' | 'external';
  externalUrl: string | null;
  festivalId: string | null;
  publishedAt: string;
}

/** NewsItemPublished (schema 1): every NewsItemProps field. */
export const NewsTypes = { Published: 'NewsItemPublished' } as const;

const invalid = (message: string, field: string) => new DomainError('NEWS.INVALID', 'invalid', message, { fieldErrors: { [field]: message } });

export class NewsItem extends Aggregate<NewsItemProps> {
  readonly streamType = 'news';

  static publish(id: string, props: NewsItemProps): NewsItem {
    const title = props.title?.trim() ?? '';
    if (title.length < 5 || title.length > 200) throw invalid('Title must be between 5 and 200 characters.', 'title');
    if ((props.content?.trim() ?? '').length < 20) throw invalid('Content must be at least 20 characters.', 'content');
    if (props.source === 'external' && !/^https?:\/\//.test(props.externalUrl ?? '')) {
      throw invalid('An external news item needs its http(s) address.', 'externalUrl');
    }
    if (Number.isNaN(Date.parse(props.publishedAt))) throw invalid('Publication time must be a date.', 'publishedAt');
    const clean: NewsItemProps = {
      ...props,
      title,
      summary: props.summary?.trim() || props.content.trim().slice(0, 200),
      content: props.content.trim(),
      tags: [...new Set(props.tags.map((t) => t.trim()).filter(Boolean))].slice(0, 10),
      publishedAt: new Date(props.publishedAt).toISOString(),
    };
    const item = new NewsItem(id, clean, 0);
    item.record(NewsTypes.Published, { ...clean });
    return item;
  }
}
