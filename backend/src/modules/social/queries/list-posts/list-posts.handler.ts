import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { toPostView } from '../../application/post.view';
import { SocialPostRepository } from '../../application/ports/social-post.repository.port';
import { ListPostsQuery } from './list-posts.query';

@QueryHandler(ListPostsQuery)
export class ListPostsHandler implements IQueryHandler<ListPostsQuery> {
  constructor(private readonly posts: SocialPostRepository) {}
  async execute({ request }: ListPostsQuery) {
    const page = await this.posts.list(request);
    return { items: page.items.map(toPostView), total: page.total };
  }
}
