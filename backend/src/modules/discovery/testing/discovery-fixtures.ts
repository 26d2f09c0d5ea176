import { CommandBus } from '@nestjs/cqrs';
import { CreateCategoryCommand } from '../../categories/commands/create-category/create-category.command';
import { DEFAULT_CATEGORIES } from '../../categories/contracts/category-defaults';
import { eventually, TestApp } from '../../../platform/testing/test-app';

/** The site's categories, created through their command (a test app starts with an empty catalogue). */
export async function withCategories(t: TestApp): Promise<void> {
  const bus = t.app.get(CommandBus);
  for (const category of DEFAULT_CATEGORIES) await bus.execute(new CreateCategoryCommand(category));
  await eventually(async () => expect((await t.get<unknown[]>('/api/categories')).body).toHaveLength(DEFAULT_CATEGORIES.length));
}
