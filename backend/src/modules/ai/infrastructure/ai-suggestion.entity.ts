import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'ai_suggestions' })
export class AiSuggestionEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text', { name: 'event_id' }) eventId: string;
  @Column('integer', { name: 'event_version' }) eventVersion: number;
  @Column('text') kind: string;
  @Column('text', { nullable: true }) text: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form JSON answer; TypeORM's deep-partial types reject unknown
  @Column('jsonb') result: Record<string, any>;
  @Column('text') status: string;
  @Column('jsonb', { name: 'fact_issues' }) factIssues: Array<{ kind: string; text: string; message: string }>;
  @Column('text') provider: string;
  @Column('text') model: string;
  @Column('text', { name: 'fallback_reason', nullable: true }) fallbackReason: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('text', { name: 'created_by' }) createdBy: string;
  @Column('timestamptz', { name: 'applied_at', nullable: true }) appliedAt: Date | null;
  @Column('text', { name: 'applied_by', nullable: true }) appliedBy: string | null;
  @Column('integer') version: number;
}
