import { CategoryEntity } from '../../modules/categories/infrastructure/category.entity';
import { EventEntity } from '../../modules/events/infrastructure/event.entity';
import { NewsItemEntity } from '../../modules/news/infrastructure/news-item.entity';

/** Every TypeORM entity of the write model. Feature modules add theirs here. */
export const ENTITIES = [EventEntity, CategoryEntity, NewsItemEntity];
