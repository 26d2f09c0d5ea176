import { MailBlock, renderMail, RenderedMail } from '../../mail/contracts/mail-layout';
import type { AlertFrequency } from '../contracts/alert-search';

const FREQUENCY_WORDS: Record<AlertFrequency, string> = {
  instant: 'as new events appear (at most one mail a day)',
  weekly: 'once a week',
};

export function alertConfirmationMail(p: {
  label: string;
  frequency: AlertFrequency;
  confirm: string;
  unsubscribe: string;
  expiresInDays: number;
}): RenderedMail {
  return renderMail(`Confirm your Festival Finder alert: ${p.label}`, [
    { kind: 'heading', text: 'Confirm your alert' },
    { kind: 'p', text: `You asked us to e-mail you about new events for “${p.label}”, ${FREQUENCY_WORDS[p.frequency]}.` },
    { kind: 'button', label: 'Confirm my alert', url: p.confirm },
    {
      kind: 'small',
      text: `This link expires in ${p.expiresInDays} days. Didn’t ask for this? Ignore this mail and we won’t write again, or remove the alert now: ${p.unsubscribe}`,
    },
  ]);
}

export interface AlertMailEvent {
  title: string;
  dates: string;
  place: string;
  url: string;
}

export function alertDigestMail(p: {
  label: string;
  events: AlertMailEvent[];
  more: number;
  searchUrl: string;
  manage: string;
  unsubscribe: string;
}): RenderedMail {
  const count = p.events.length + p.more;
  const blocks: MailBlock[] = [
    { kind: 'heading', text: count === 1 ? 'A new event for your alert' : `${count} new events for your alert` },
    { kind: 'p', text: `New or changed on Festival Finder for “${p.label}”:` },
  ];
  for (const e of p.events)
    blocks.push({
      kind: 'fields',
      rows: [
        ['Event', e.title],
        ['When', e.dates],
        ['Where', e.place],
        ['Details', e.url],
      ],
    });
  if (p.more > 0) blocks.push({ kind: 'p', text: `…and ${p.more} more.` });
  blocks.push({ kind: 'button', label: 'See them all', url: p.searchUrl });
  blocks.push({ kind: 'small', text: `Pause, change or remove your alerts: ${p.manage}` });
  blocks.push({ kind: 'small', text: `Stop this alert with one click: ${p.unsubscribe}` });
  return renderMail(count === 1 ? `New on Festival Finder: ${p.events[0]?.title ?? p.label}` : `${count} new events for “${p.label}”`, blocks);
}
