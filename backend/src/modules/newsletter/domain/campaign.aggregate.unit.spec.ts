import { Campaign } from './campaign.aggregate';

const t0 = new Date('2026-11-25T09:00:00Z');
const content = { title: 'November', subject: 'Winter festivals', content: '# Hi', senderName: 'FF', senderEmail: 'hello@ff.test', templateId: null };

describe('Campaign', () => {
  it('given a draft, when it is scheduled and started, it is sending with its recipient count', () => {
    const c = Campaign.draft('c1', content, 'admin', t0);
    c.schedule(new Date(t0.getTime() + 3_600_000), t0);
    c.startSending(3, true, t0);
    expect(c.state).toMatchObject({ status: 'sending', recipientCount: 3, tracking: true });
    expect(c.pendingEvents.map((e) => e.type)).toEqual(['CampaignDrafted', 'CampaignScheduled', 'CampaignSendingStarted']);
  });

  it('refuses to send twice, to edit after sending and to schedule in the past', () => {
    const c = Campaign.draft('c1', content, 'admin', t0);
    expect(() => c.schedule(t0, t0)).toThrow('Choose a time in the future');
    c.startSending(1, false, t0);
    expect(() => c.startSending(1, false, t0)).toThrow('already been sent');
    expect(() => c.edit(content, t0)).toThrow('Only a draft or scheduled campaign can be changed.');
    c.complete({ sent: 1, failed: 0, bounced: 0 }, t0);
    expect(c.status).toBe('sent');
  });
});
