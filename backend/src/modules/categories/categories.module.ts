import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { CatalogueReadModel } from '../../platform/read-model/catalogue/catalogue-read-model.port';
import { CategoryRepository } from './application/ports/category.repository.port';
import { CreateCategoryHandler } from './commands/create-category/create-category.handler';
import { UpdateCategoryHandler } from './commands/update-category/update-category.handler';
import { CatalogueProjector } from './infrastructure/catalogue.projection';
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

  constructor(
    private readonly projections: ProjectionsService,
    private readonly catalogue: CatalogueReadModel,
  ) {}

  onModuleInit(): void {
    this.projections.register(new CatalogueProjector(this.catalogue));
  }
}
