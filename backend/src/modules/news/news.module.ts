import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueProjector } from '../../platform/read-model/catalogue/catalogue.projector';
import { NewsItemRepository } from './application/ports/news-item.repository.port';
import { PublishNewsItemHandler } from './commands/publish-news-item/publish-news-item.handler';
import { NewsCatalogueProjection } from './infrastructure/news-catalogue.projection';
import { NewsItemEntity } from './infrastructure/news-item.entity';
import { TypeOrmNewsItemRepository } from './infrastructure/typeorm-news-item.repository';
import { GetNewsItemHandler } from './queries/get-news-item/get-news-item.handler';
import { GetNewsItemController } from './queries/get-news-item/get-news-item.http.controller';
import { ListNewsHandler } from './queries/list-news/list-news.handler';
import { ListNewsController } from './queries/list-news/list-news.http.controller';

@Module({
  imports: [CqrsModule],
  controllers: [ListNewsController, GetNewsItemController],
  providers: [{ provide: NewsItemRepository, useClass: TypeOrmNewsItemRepository }, PublishNewsItemHandler, ListNewsHandler, GetNewsItemHandler],
})
export class NewsModule implements OnModuleInit {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [NewsItemEntity];

  constructor(private readonly catalogue: CatalogueProjector) {}

  onModuleInit(): void {
    this.catalogue.add(new NewsCatalogueProjection());
  }
}
