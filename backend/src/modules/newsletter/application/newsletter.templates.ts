import { renderMail, RenderedMail } from '../../mail/contracts/mail-layout';

export function newsletterConfirmationMail(links: { confirm: string; unsubscribe: string; expiresInDays: number }): RenderedMail {
  return renderMail('Please confirm your Festival Finder subscription', [
    { kind: 'heading', text: 'One click and you’re in!' },
    { kind: 'p', text: 'Thanks for signing up to the Festival Finder newsletter. Please confirm your address so we know it’s really you:' },
    { kind: 'button', label: 'Confirm my subscription', url: links.confirm },
    { kind: 'p', text: 'Once confirmed you’ll get our digest of upcoming UK festivals, with their dates and official ticket links.' },
    {
      kind: 'small',
      text: `This link works once and expires in ${links.expiresInDays} days. Didn’t sign up? Ignore this mail and we won’t write again, or remove your address now: ${links.unsubscribe}`,
    },
  ]);
}

export function newsletterWelcomeMail(links: { unsubscribe: string; site: string }): RenderedMail {
  return renderMail('Welcome to Festival Finder!', [
    { kind: 'heading', text: 'You’re on the list!' },
    {
      kind: 'p',
      text: 'Your subscription is confirmed. Look out for our digest of upcoming UK festivals, with their dates and official ticket links.',
    },
    { kind: 'button', label: 'Find your next festival', url: links.site },
    { kind: 'small', text: `Changed your mind? Unsubscribe with one click: ${links.unsubscribe}` },
  ]);
}
