import { Aggregate } from '../../../platform/domain/aggregate';
import { DomainError } from '../../../platform/domain/domain-error';

export interface CategoryProps {
  slug: string;
  name: string;
  icon: string;
  color: string;
  description: string;
}

export const CategoryTypes = { Created: 'CategoryCreated', Updated: 'CategoryUpdated' } as const;

const invalid = (message: string, field: string) => new DomainError('CATEGORY.INVALID', 'invalid', message, { fieldErrors: { [field]: message } });

/** A browsing category (slug is permanent: it is in URLs). Events: CategoryCreated (all props), CategoryUpdated (changed props). */
export class Category extends Aggregate<CategoryProps> {
  readonly streamType = 'category';

  static create(id: string, props: CategoryProps): Category {
    const clean = validate(props);
    const category = new Category(id, clean, 0);
    category.record(CategoryTypes.Created, { ...clean });
    return category;
  }

  static restore(id: string, props: CategoryProps, version: number): Category {
    return new Category(id, props, version);
  }

  update(changes: Partial<Omit<CategoryProps, 'slug'>>): void {
    const next = validate({ ...this.props, ...changes });
    const changed = Object.fromEntries(Object.entries(next).filter(([k, v]) => this.props[k as keyof CategoryProps] !== v));
    if (Object.keys(changed).length === 0) return;
    this.props = next;
    this.record(CategoryTypes.Updated, changed);
  }
}

function validate(p: CategoryProps): CategoryProps {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(p.slug) || p.slug.length > 40) {
    throw invalid('Slug must be lower-case words joined by hyphens, e.g. "food-drink".', 'slug');
  }
  const name = p.name?.trim() ?? '';
  if (name.length < 2 || name.length > 60) throw invalid('Name must be between 2 and 60 characters.', 'name');
  if (!p.icon?.trim()) throw invalid('Icon is required.', 'icon');
  if (!p.color?.trim()) throw invalid('Colour is required.', 'color');
  return { slug: p.slug, name, icon: p.icon.trim(), color: p.color.trim(), description: (p.description ?? '').trim() };
}
