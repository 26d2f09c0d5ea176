import { ContactMessageEntity } from '../../contact/infrastructure/contact-message.entity';
import { EarlyAccessSignupEntity } from '../../early-access/infrastructure/early-access-signup.entity';
import { NewsletterSubscriptionEntity } from '../../newsletter/infrastructure/newsletter-subscription.entity';
import { OutboundMailEntity } from './outbound-mail.entity';

/** Entities of the visitor-submission modules, listed once so platform/database/entities.ts needs one line. */
export const VISITOR_ENTITIES = [OutboundMailEntity, NewsletterSubscriptionEntity, ContactMessageEntity, EarlyAccessSignupEntity];
