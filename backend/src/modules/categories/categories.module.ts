import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogueProjector } from '../../platform/read-model/catalogue/catalogue.projector';
import { CategoryRepository } from './application/ports/category.repository.port';
import { CreateCategoryHandler } from './commands/create-category/create-category.handler';
import { UpdateCategoryHandler } from './commands/update-category/update-category.handler';
import { CategoryCatalogueProjection } from './infrastructure/category-catalogue.projection';
import { TypeOrmCategoryRepository } from './infrastructure/typeorm-category.repository';
import { ListCategoriesController } from './queries/list-categories/list-categories.http.controller';
import { ListCategoriesHandler } from './queries/list-categories/list-categories.handler';
import { CategoryEntity } from './infrastructure/category.entity';

@Module({
  imports: [CqrsModule],
  controllers: [ListCategoriesController],
  providers: [
    { provide: CategoryRepository, useClass: TypeOrmCategoryRepository },
    CreateCategoryHandler,
    UpdateCategoryHandler,
    ListCategoriesHandler,
  ],
  exports: [CategoryRepository],
})
export class CategoriesModule implements OnModuleInit {
  /** TypeORM entities this module owns; AppModule hands them to the data source. */
  static readonly entities = [CategoryEntity];

  constructor(private readonly catalogue: CatalogueProjector) {}

  onModuleInit(): void {
    this.catalogue.add(new CategoryCatalogueProjection());
  }
}
