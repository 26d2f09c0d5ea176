import { EmailTemplate } from '../domain/email-template';

export class EmailTemplateMapper {
  static toDomain(r: Record<string, unknown>): EmailTemplate {
    const date = (v: unknown) => (v ? new Date(v as string) : null);
    return EmailTemplate.restore(
      String(r.id),
      {
        name: String(r.name),
        subject: String(r.subject),
        type: String(r.type),
        content: String(r.content),
        lastUsedAt: date(r.last_used_at),
        createdAt: date(r.created_at)!,
        updatedAt: date(r.updated_at)!,
      },
      Number(r.version),
    );
  }
}
