import { Transaction } from '../../../../platform/event-log/transaction';
import { Category } from '../../domain/category.aggregate';

export abstract class CategoryRepository {
  abstract exists(tx: Transaction, slug: string): Promise<boolean>;
  abstract loadBySlug(tx: Transaction, slug: string): Promise<Category>;
  abstract save(tx: Transaction, category: Category): Promise<void>;
}
