import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'outbound_mail' })
export class OutboundMailEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text', { name: 'idempotency_key' }) idempotencyKey: string;
  @Column('text') category: string;
  @Column('text', { name: 'to_address' }) toAddress: string;
  @Column('text') subject: string;
  @Column('text') html: string;
  @Column('text') text: string;
  @Column('jsonb') headers: Record<string, string>;
  @Column('text') status: 'pending' | 'sending' | 'sent' | 'failed' | 'bounced' | 'uncertain';
  @Column('integer') attempts: number;
  @Column('timestamptz', { name: 'next_attempt_at' }) nextAttemptAt: Date;
  @Column('timestamptz', { name: 'locked_until', nullable: true }) lockedUntil: Date | null;
  @Column('text', { name: 'last_error', nullable: true }) lastError: string | null;
  @Column('text', { nullable: true }) transport: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt: Date | null;
  @Column('uuid', { name: 'claimed_by', nullable: true }) claimedBy: string | null;
  @Column('timestamptz', { name: 'uncertain_at', nullable: true }) uncertainAt: Date | null;
}
