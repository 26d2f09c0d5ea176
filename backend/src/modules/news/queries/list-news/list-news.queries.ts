import { Query } from '@nestjs/cqrs';

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

export class ListNewsQuery extends Query<NewsView[]> {
  constructor(readonly filter: { limit: number; category?: string; festivalId?: string }) {
    super();
  }
}

export class GetNewsItemQuery extends Query<NewsView> {
  constructor(readonly id: string) {
    super();
  }
}
