import { Campaign, CampaignProps } from '../domain/campaign.aggregate';

export class CampaignMapper {
  static toDomain(r: Record<string, unknown>): Campaign {
    return Campaign.restore(String(r.id), CampaignMapper.toProps(r), Number(r.version));
  }

  static toProps(r: Record<string, unknown>): CampaignProps {
    const date = (v: unknown) => (v ? new Date(v as string) : null);
    return {
      title: String(r.title),
      subject: String(r.subject),
      content: String(r.content),
      senderName: String(r.sender_name),
      senderEmail: String(r.sender_email),
      templateId: (r.template_id as string) ?? null,
      status: r.status as CampaignProps['status'],
      origin: r.origin as CampaignProps['origin'],
      tracking: Boolean(r.tracking),
      scheduledAt: date(r.scheduled_at),
      startedAt: date(r.started_at),
      completedAt: date(r.completed_at),
      recipientCount: Number(r.recipient_count),
      createdAt: new Date(r.created_at as string),
      updatedAt: new Date(r.updated_at as string),
    };
  }
}
