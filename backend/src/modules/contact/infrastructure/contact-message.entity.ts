import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('text') email: string;
  @Column('text', { nullable: true }) phone: string | null;
  @Column('text', { name: 'inquiry_type' }) inquiryType: string;
  @Column('text') subject: string;
  @Column('text') message: string;
  @Column('timestamptz', { name: 'received_at' }) receivedAt: Date;
  @Column('integer') version: number;
}
