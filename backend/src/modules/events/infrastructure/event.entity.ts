import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Accessibility } from '../contracts/accessibility.schema';

@Entity({ name: 'events' })
export class EventEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') title: string;
  @Column('text') description: string;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl: string | null;
  @Column('text') category: string;
  @Column('date', { name: 'start_date' }) startDate: string;
  @Column('date', { name: 'end_date' }) endDate: string;
  @Column('text') venue: string;
  @Column('text') city: string;
  @Column('text') region: string;
  @Column('double precision', { nullable: true }) latitude: number | null;
  @Column('double precision', { nullable: true }) longitude: number | null;
  @Column('text', { name: 'price_text', nullable: true }) priceText: string | null;
  @Column('integer', { name: 'min_price_pence', nullable: true }) minPricePence: number | null;
  @Column('boolean', { name: 'is_free' }) isFree: boolean;
  @Column('boolean', { name: 'dates_confirmed', default: true }) datesConfirmed: boolean;
  @Column('text', { name: 'ticket_url', nullable: true }) ticketUrl: string | null;
  @Column('boolean') featured: boolean;
  @Column('text') status: string;
  @Column('text') source: string;
  @Column('text', { array: true }) tags: string[];
  @Column('uuid', { name: 'venue_id', nullable: true }) venueId: string | null;
  @Column('jsonb', { default: () => "'{}'::jsonb" }) accessibility: Accessibility;
  @Column('integer') version: number;
  @Column('timestamptz', { name: 'publish_at', nullable: true }) publishAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
