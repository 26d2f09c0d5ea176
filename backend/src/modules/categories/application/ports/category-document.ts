import { CatalogueDocument } from '../../../../platform/read-model/catalogue/catalogue-read-model.port';
import { CategoryProps } from '../../domain/category.aggregate';

/** A category in the catalogue read model (kind 'category'). */
export interface CategoryDocument extends CatalogueDocument, CategoryProps {}
