import { Transaction } from '../../../../platform/event-log/transaction';
import { EmailTemplate } from '../../domain/email-template';

export interface EmailTemplateView {
  id: string;
  name: string;
  subject: string;
  type: string;
  content: string;
  lastUsed: string | null;
  createdAt: string;
  updatedAt: string;
}

export abstract class EmailTemplateRepository {
  abstract list(): Promise<EmailTemplateView[]>;
  abstract view(id: string): Promise<EmailTemplateView | null>;
  abstract load(tx: Transaction, id: string): Promise<EmailTemplate | null>;
  abstract insert(tx: Transaction, t: EmailTemplate): Promise<void>;
  abstract save(tx: Transaction, t: EmailTemplate): Promise<void>;
  abstract delete(tx: Transaction, t: EmailTemplate): Promise<void>;
}
