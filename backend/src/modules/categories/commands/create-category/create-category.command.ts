import { Command } from '@nestjs/cqrs';
import { CategoryProps } from '../../domain/category.aggregate';

export class CreateCategoryCommand extends Command<{ id: string; version: number }> {
  constructor(readonly props: CategoryProps) {
    super();
  }
}
