import { CatalogueDocument } from '../../../../platform/read-model/catalogue/catalogue-read-model.port';
import { NewsItemProps } from '../../domain/news-item.aggregate';

/** A published news item in the catalogue read model (kind 'news'). */
export interface NewsDocument extends CatalogueDocument, NewsItemProps {}
