import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PublishNewsItemHandler } from './commands/publish-news-item/publish-news-item.handler';
import { ListNewsController } from './queries/list-news/list-news.http.controller';
import { GetNewsItemHandler, ListNewsHandler } from './queries/list-news/list-news.handlers';
import { NewsItemEntity } from './infrastructure/news-item.entity';

@Module({
  imports: [CqrsModule],
  controllers: [ListNewsController],
  providers: [PublishNewsItemHandler, ListNewsHandler, GetNewsItemHandler],
})
export class NewsModule {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [NewsItemEntity];
}
