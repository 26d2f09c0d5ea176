import { SubscriptionSource, SubscriptionStatus } from '../domain/newsletter-subscription.aggregate';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscriptionEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') email: string;
  @Column('text') status: SubscriptionStatus;
  @Column('text', { name: 'confirm_token_hash', nullable: true }) confirmTokenHash: string | null;
  @Column('timestamptz', { name: 'confirm_token_expires_at', nullable: true }) confirmTokenExpiresAt: Date | null;
  @Column('text', { name: 'unsubscribe_token' }) unsubscribeToken: string;
  @Column('timestamptz', { name: 'subscribed_at' }) subscribedAt: Date;
  @Column('timestamptz', { name: 'confirmed_at', nullable: true }) confirmedAt: Date | null;
  @Column('text') source: SubscriptionSource;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
  @Column('integer') version: number;
}
