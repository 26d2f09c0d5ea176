import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Accessibility } from '../../events/contracts/accessibility.schema';

@Entity({ name: 'venues' })
export class VenueEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text', { unique: true }) slug: string;
  @Column('text') name: string;
  @Column('text', { array: true }) names: string[];
  @Column('text') address: string;
  @Column('text') town: string;
  @Column('text') region: string;
  @Column('double precision', { nullable: true }) latitude: number | null;
  @Column('double precision', { nullable: true }) longitude: number | null;
  @Column('text', { nullable: true }) website: string | null;
  @Column('jsonb', { default: () => "'{}'::jsonb" }) accessibility: Accessibility;
  @Column('integer') version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
