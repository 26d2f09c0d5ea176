import { Category } from '../domain/category.aggregate';
import { CategoryEntity } from './category.entity';

export class CategoryMapper {
  static toDomain(row: CategoryEntity): Category {
    const { id, version, createdAt: _c, updatedAt: _u, ...props } = row;
    return Category.restore(id, props, version);
  }

  static toPersistence(category: Category): Omit<CategoryEntity, 'createdAt' | 'updatedAt'> {
    return { id: category.id, ...category.state, version: category.version };
  }
}
