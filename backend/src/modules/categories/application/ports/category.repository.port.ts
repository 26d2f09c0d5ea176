import { EntityManager } from 'typeorm';
import { Category } from '../../domain/category.aggregate';

export abstract class CategoryRepository {
  abstract exists(manager: EntityManager, slug: string): Promise<boolean>;
  abstract loadBySlug(manager: EntityManager, slug: string): Promise<Category>;
  abstract save(manager: EntityManager, category: Category): Promise<void>;
}
