import { renderMail, RenderedMail } from '../../mail/contracts/mail-layout';

export function earlyAccessConfirmationMail(feature: { label: string }, site: string): RenderedMail {
  return renderMail(`You're on the early access list: ${feature.label}`, [
    { kind: 'heading', text: 'Welcome to early access!' },
    { kind: 'p', text: `Thanks for your interest in the ${feature.label}. You’ll be among the first to hear when it opens.` },
    { kind: 'p', text: 'Until then, there are plenty of festivals to explore:' },
    { kind: 'button', label: 'Browse festivals', url: site },
    { kind: 'small', text: 'Didn’t ask for this? Just ignore this mail; we only write again when the feature launches.' },
  ]);
}
