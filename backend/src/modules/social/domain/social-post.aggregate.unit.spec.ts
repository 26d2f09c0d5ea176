import { SocialAutomation } from './automation.aggregate';
import { SocialPost } from './social-post.aggregate';

const now = new Date('2026-11-20T09:00:00Z');
const draft = () => SocialPost.draft('p1', { platform: 'facebook', source: 'admin', content: 'Text', link: null, eventId: null }, now);

describe('social post', () => {
  it('given a draft, when it fails and is then published, it records each change and clears the error', () => {
    const post = draft();
    post.markFailed('rate limit', now);
    expect(post.state).toMatchObject({ state: 'failed', error: 'rate limit' });
    post.markPublished('page_1', now);
    expect(post.state).toMatchObject({ state: 'published', externalId: 'page_1', error: null });
    expect(post.pendingEvents.map((e) => e.type)).toEqual(['SocialPostDrafted', 'SocialPostFailed', 'SocialPostPublished']);
    expect(post.version).toBe(3);
  });

  it('given a published post, when it is published again, it refuses', () => {
    const post = draft();
    post.markPublished('page_1', now);
    expect(() => post.markPublished('page_2', now)).toThrow(/only drafts, scheduled and failed posts/);
  });

  it('given a failed post, when it is scheduled and unscheduled, it is a draft again without the old error; a draft cannot be unscheduled', () => {
    const post = draft();
    post.markFailed('rate limit', now);
    const at = new Date('2026-11-21T09:00:00Z');
    post.schedule(at, now);
    expect(post.state).toMatchObject({ state: 'scheduled', scheduledAt: at, error: null });
    post.unschedule(now);
    expect(post.state).toMatchObject({ state: 'draft', scheduledAt: null });
    expect(() => post.unschedule(now)).toThrow('This post is draft; only a scheduled post can be unscheduled.');
    expect(post.pendingEvents.map((e) => e.type)).toEqual(['SocialPostDrafted', 'SocialPostFailed', 'SocialPostScheduled', 'SocialPostUnscheduled']);
  });
});

describe('a failure whose outcome is still open', () => {
  it('keeps the platform id (a TikTok publish still processing) until a later failure without one, and records it in the event', () => {
    const post = SocialPost.draft('p-open', { platform: 'tiktok', source: 'admin', content: 'Photo post', link: null, eventId: 'e1' }, now);
    post.markFailed('TikTok was still processing the photo post.', now, 'pub-1');
    expect(post.state).toMatchObject({ state: 'failed', externalId: 'pub-1' });
    expect(post.pendingEvents.at(-1)!.payload).toMatchObject({ externalId: 'pub-1' });
    post.markFailed("TikTok's rate limit was reached; try again later.", now);
    expect(post.state.externalId).toBeNull();
    expect(post.pendingEvents.at(-1)!.payload).not.toHaveProperty('externalId');
    post.markPublished('pub-2', now);
    expect(post.state).toMatchObject({ state: 'published', externalId: 'pub-2', error: null });
  });
});

describe('automation state', () => {
  it('starts Stopped, records real changes only, with who and when', () => {
    const a = SocialAutomation.initial();
    expect(a.state.state).toBe('stopped');
    a.apply('stop', 'alice', now);
    expect(a.pendingEvents).toHaveLength(0);
    a.apply('start', 'alice', now);
    a.apply('pause', 'bob', now);
    expect(a.state).toEqual({ state: 'paused', changedAt: now, changedBy: 'bob' });
    expect(a.pendingEvents.map((e) => e.payload)).toEqual([
      { from: 'stopped', to: 'active' },
      { from: 'active', to: 'paused' },
    ]);
  });
});
