import { REPLY_PROMISE } from '../contracts/reply-promise';
import { renderMail, RenderedMail } from '../../mail/contracts/mail-layout';

export interface ContactMailInput {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  inquiryType: string;
  subject: string;
  message: string;
  receivedAt: string;
}

/** To the team only: nothing is sent to the address a visitor typed, so the form cannot be used to mail third parties. */
export function contactTeamMail(m: ContactMailInput): RenderedMail {
  return renderMail(`[Contact · ${m.inquiryType}] ${m.subject}`, [
    { kind: 'heading', text: 'New message from the contact page' },
    {
      kind: 'fields',
      rows: [
        ['Name', m.name],
        ['Email', m.email],
        ['Phone', m.phone ?? '—'],
        ['Inquiry', m.inquiryType],
        ['Subject', m.subject],
        ['Received', m.receivedAt],
        ['Reference', m.id],
      ],
    },
    { kind: 'quote', text: m.message },
    { kind: 'small', text: `We promise visitors a reply ${REPLY_PROMISE}. Reply to the address above; it was typed by the visitor and is not verified.` },
  ]);
}
