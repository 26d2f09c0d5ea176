import { CategoryEntity } from '../../modules/categories/infrastructure/category.entity';
import { AdminUserEntity } from '../../modules/identity/infrastructure/admin-user.entity';
import { EventEntity } from '../../modules/events/infrastructure/event.entity';
import { NewsItemEntity } from '../../modules/news/infrastructure/news-item.entity';
import { VISITOR_ENTITIES } from '../../modules/mail/infrastructure/visitor-entities';

/** Every TypeORM entity of the write model. Feature modules add theirs here. */
export const ENTITIES = [EventEntity, CategoryEntity, NewsItemEntity, ...VISITOR_ENTITIES, AdminUserEntity];
