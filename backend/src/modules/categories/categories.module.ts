import { Global, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueProjector } from '../../platform/read-model/catalogue/catalogue.projector';
import { CategoryRepository } from './application/ports/category.repository.port';
import { CreateCategoryHandler } from './commands/create-category/create-category.handler';
import { UpdateCategoryHandler } from './commands/update-category/update-category.handler';
import { KnownCategories } from '../events/application/ports/known-categories.port';
import { CategoryCatalogueProjection } from './infrastructure/category-catalogue.projection';
import { KnownCategoriesAdapter } from './infrastructure/known-categories.adapter';
import { TypeOrmCategoryRepository } from './infrastructure/typeorm-category.repository';
import { ListCategoriesController } from './queries/list-categories/list-categories.http.controller';
import { ListCategoriesHandler } from './queries/list-categories/list-categories.handler';
import { CategoryEntity } from './infrastructure/category.entity';

/**
 * Global so that the events module gets its KnownCategories port without importing this module:
 * the dependency runs one way (categories implements events' port and asks events' CountEventsByCategoryQuery).
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [ListCategoriesController],
  providers: [
    { provide: CategoryRepository, useClass: TypeOrmCategoryRepository },
    { provide: KnownCategories, useClass: KnownCategoriesAdapter },
    CreateCategoryHandler,
    UpdateCategoryHandler,
    ListCategoriesHandler,
  ],
  exports: [CategoryRepository, KnownCategories],
})
export class CategoriesModule implements OnModuleInit {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [CategoryEntity];

  constructor(private readonly catalogue: CatalogueProjector) {}

  onModuleInit(): void {
    this.catalogue.add(new CategoryCatalogueProjection());
  }
}
