import { Aggregate } from '../../../platform/domain/aggregate';
import { hashEmail } from '../../mail/contracts/email-address';
import { ContactEventTypes } from './contact.events';
import { ContactForm } from './contact-form';

export interface ContactMessageProps extends ContactForm {
  receivedAt: Date;
}

/** Contact messages are kept for this long (privacy page), then deleted by the retention job. */
export const CONTACT_RETENTION_YEARS = 2;

export class ContactMessage extends Aggregate<ContactMessageProps> {
  readonly streamType = 'contact-message';

  static receive(id: string, form: ContactForm, now: Date): ContactMessage {
    const msg = new ContactMessage(id, { ...form, receivedAt: now }, 0);
    msg.record(ContactEventTypes.Received, {
      inquiryType: form.inquiryType,
      emailHash: hashEmail(form.email),
      hasPhone: form.phone !== null,
      receivedAt: now.toISOString(),
    });
    return msg;
  }
}
