import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { CategoryRepository } from '../../application/ports/category.repository.port';
import { Category } from '../../domain/category.aggregate';
import { CreateCategoryCommand } from './create-category.command';

@CommandHandler(CreateCategoryCommand)
export class CreateCategoryHandler implements ICommandHandler<CreateCategoryCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly categories: CategoryRepository,
  ) {}

  execute({ props }: CreateCategoryCommand) {
    return this.uow.run(async (tx) => {
      if (await this.categories.exists(tx, props.slug)) {
        throw new DomainError('CATEGORY.EXISTS', 'conflict', `A category with slug "${props.slug}" already exists.`);
      }
      const category = Category.create(randomUUID(), props);
      await this.categories.save(tx, category);
      return { id: category.id, version: category.version };
    });
  }
}
