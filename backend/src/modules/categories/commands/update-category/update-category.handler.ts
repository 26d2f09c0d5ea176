import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { CategoryRepository } from '../../application/ports/category.repository.port';
import { UpdateCategoryCommand } from './update-category.command';

@CommandHandler(UpdateCategoryCommand)
export class UpdateCategoryHandler implements ICommandHandler<UpdateCategoryCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly categories: CategoryRepository,
  ) {}

  execute({ slug, changes }: UpdateCategoryCommand) {
    return this.uow.run(async (tx) => {
      const category = await this.categories.loadBySlug(tx, slug);
      category.update(changes);
      await this.categories.save(tx, category);
      return { id: category.id, version: category.version };
    });
  }
}
