import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'early_access_signups' })
export class EarlyAccessSignupEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') feature: string;
  @Column('text') email: string;
  @Column('timestamptz', { name: 'requested_at' }) requestedAt: Date;
  @Column('integer') version: number;
}
