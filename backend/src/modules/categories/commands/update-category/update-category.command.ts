import { Command } from '@nestjs/cqrs';
import { CategoryProps } from '../../domain/category.aggregate';

export class UpdateCategoryCommand extends Command<{ id: string; version: number }> {
  constructor(
    readonly slug: string,
    readonly changes: Partial<Omit<CategoryProps, 'slug'>>,
  ) {
    super();
  }
}
