import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'categories' })
export class CategoryEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text', { unique: true }) slug: string;
  @Column('text') name: string;
  @Column('text') icon: string;
  @Column('text') color: string;
  @Column('text') description: string;
  @Column('integer') version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
