import { Aggregate } from '../../../platform/domain/aggregate';

export interface EmailTemplateProps {
  name: string;
  subject: string;
  /** e.g. newsletter, welcome, announcement (free text, shown as the type badge). */
  type: string;
  /** Markdown, like campaign content. */
  content: string;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Stream type "newsletter-template", payload schema 1: EmailTemplateCreated { name, type }, EmailTemplateChanged
 * { name, type }, EmailTemplateDeleted { name }. "Last used" is set by the campaign send, not an event of its own.
 */
export class EmailTemplate extends Aggregate<EmailTemplateProps> {
  readonly streamType = 'newsletter-template';

  static create(id: string, fields: Pick<EmailTemplateProps, 'name' | 'subject' | 'type' | 'content'>, now: Date): EmailTemplate {
    const t = new EmailTemplate(id, { ...fields, lastUsedAt: null, createdAt: now, updatedAt: now }, 0);
    t.record('EmailTemplateCreated', { name: fields.name, type: fields.type });
    return t;
  }

  static restore(id: string, props: EmailTemplateProps, version: number): EmailTemplate {
    return new EmailTemplate(id, props, version);
  }

  change(fields: Pick<EmailTemplateProps, 'name' | 'subject' | 'type' | 'content'>, now: Date): void {
    this.props = { ...this.props, ...fields, updatedAt: now };
    this.record('EmailTemplateChanged', { name: fields.name, type: fields.type });
  }

  delete(): void {
    this.record('EmailTemplateDeleted', { name: this.props.name });
  }
}
