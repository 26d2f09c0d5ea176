import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'news_items' })
export class NewsItemEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') title: string;
  @Column('text') summary: string;
  @Column('text') content: string;
  @Column('text') category: string;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl: string | null;
  @Column('text', { array: true }) tags: string[];
  @Column('text') source: string;
  @Column('text', { name: 'external_url', nullable: true }) externalUrl: string | null;
  @Column('uuid', { name: 'festival_id', nullable: true }) festivalId: string | null;
  @Column('timestamptz', { name: 'published_at' }) publishedAt: Date;
  @Column('integer') version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
