import { FestivalEvent, EventDetails } from './event.aggregate';
import { parsePrice } from './price';
import { Accessibility, NOT_STATED } from '../contracts/accessibility.schema';

const details: EventDetails & { datesConfirmed: boolean; venueId: string | null; accessibility: Accessibility } = {
  title: 'Harbour Folk Weekend',
  description: 'Folk on the quay.',
  imageUrl: null,
  category: 'folk',
  startDate: '2027-06-04',
  endDate: '2027-06-06',
  venue: 'The Quay',
  city: 'Whitby',
  region: 'yorkshire',
  latitude: 54.48,
  longitude: -0.61,
  priceText: 'from £15',
  ticketUrl: 'https://example.org/tickets',
  source: 'test',
  tags: ['Folk', 'outdoor', 'folk'],
  datesConfirmed: true,
  venueId: null,
  accessibility: NOT_STATED,
};

describe('FestivalEvent', () => {
  it('given valid details, when created and published, records EventCreated then EventPublished', () => {
    const event = FestivalEvent.create('id-1', details, { publish: true });
    expect(event.pendingEvents.map((e) => e.type)).toEqual(['EventCreated', 'EventPublished']);
    expect(event.version).toBe(2);
    expect(event.state).toMatchObject({ status: 'published', minPricePence: 1500, isFree: false, tags: ['folk', 'outdoor'] });
  });

  it('rejects an end date before the start, unknown regions and coordinates outside the UK', () => {
    expect(() => FestivalEvent.create('x', { ...details, endDate: '2027-06-01' })).toThrow('End date cannot be before the start date.');
    expect(() => FestivalEvent.create('x', { ...details, startDate: '2027-02-30' })).toThrow(/real date/);
    expect(() => FestivalEvent.create('x', { ...details, region: 'east' })).toThrow(/Region must be one of/);
    expect(() => FestivalEvent.create('x', { ...details, latitude: 40, longitude: 2 })).toThrow(/United Kingdom/);
    expect(() => FestivalEvent.create('x', { ...details, ticketUrl: 'javascript:alert(1)' })).toThrow(/http/);
  });

  it('given a published event, when updated, records only the changed fields and re-parses the price', () => {
    const event = FestivalEvent.restore(
      'id-2',
      { ...details, tags: ['folk', 'outdoor'], minPricePence: 1500, isFree: false, featured: false, status: 'published' },
      4,
    );
    event.update({ priceText: 'Free', city: 'Whitby' });
    expect(event.pendingEvents).toEqual([{ type: 'EventUpdated', schemaVersion: 1, payload: { priceText: 'Free', minPricePence: 0, isFree: true } }]);
    expect(event.version).toBe(5);
  });

  it('stores estimated dates as unconfirmed, and an admin who changes or confirms the dates confirms them', () => {
    const estimated = FestivalEvent.create('id-5', { ...details, datesConfirmed: false });
    expect(estimated.state.datesConfirmed).toBe(false);
    expect(estimated.pendingEvents[0].payload).toMatchObject({ datesConfirmed: false });
    expect(FestivalEvent.create('id-6', { ...details, datesConfirmed: undefined }).state.datesConfirmed).toBe(true);

    const restore = () =>
      FestivalEvent.restore(
        'id-7',
        { ...details, tags: ['folk', 'outdoor'], datesConfirmed: false, minPricePence: 1500, isFree: false, featured: false, status: 'published' },
        2,
      );
    const untouched = restore();
    untouched.update({ title: 'Harbour Folk' });
    expect(untouched.state.datesConfirmed).toBe(false);
    const moved = restore();
    moved.update({ startDate: '2027-06-05' });
    expect(moved.pendingEvents[0].payload).toMatchObject({ startDate: '2027-06-05', datesConfirmed: true });
    const movedByForm = restore();
    movedByForm.update({ startDate: '2027-06-05', datesConfirmed: false });
    expect(movedByForm.state.datesConfirmed).toBe(true);
    const confirmed = restore();
    confirmed.update({ datesConfirmed: true });
    expect(confirmed.pendingEvents[0].payload).toEqual({ datesConfirmed: true });
    // the catalogue refresh replaces one estimate with another: the flag stands as given
    const reEstimated = restore();
    reEstimated.update({ startDate: '2027-06-05', datesConfirmed: false }, { datesConfirmedAsGiven: true });
    expect(reEstimated.state).toMatchObject({ startDate: '2027-06-05', datesConfirmed: false });
  });

  it('given an expired event, refuses further edits but allows removal', () => {
    const event = FestivalEvent.restore('id-3', { ...details, minPricePence: 1500, isFree: false, featured: true, status: 'published' }, 2);
    event.expire();
    expect(event.state.featured).toBe(false);
    expect(() => event.update({ title: 'New title' })).toThrow(/expired and can no longer be changed/);
    event.remove('duplicate');
    expect(event.pendingEvents.map((e) => e.type)).toEqual(['EventExpired', 'EventRemoved']);
  });

  it('rejects a stale expected version', () => {
    const event = FestivalEvent.restore('id-4', { ...details, minPricePence: 1500, isFree: false, featured: false, status: 'draft' }, 3);
    expect(() => event.expectVersion(2)).toThrow(/changed by someone else/);
    expect(() => event.expectVersion(3)).not.toThrow();
  });
});

describe('parsePrice', () => {
  it.each([
    ['from £8', 800, false],
    ['£45 - £60', 4500, false],
    ['£12.50', 1250, false],
    ['Free', 0, true],
    ['Free entry, some paid events from £10', 0, true],
    ['Free for under 5s, adults £20', 2000, false],
    ['25 pounds', 2500, false],
    ['Price TBA', null, false],
  ])('%s → %s pence (free: %s)', (text, pence, free) => {
    expect(parsePrice(text)).toEqual({ minPricePence: pence, isFree: free });
  });
  it('treats missing text as unknown', () => {
    expect(parsePrice(null)).toEqual({ minPricePence: null, isFree: false });
  });
});

describe('FestivalEvent restore', () => {
  const stored = (status: 'removed' | 'expired' | 'draft' | 'published') =>
    FestivalEvent.restore('id-r', { ...FestivalEvent.create('id-r', details).state, status, featured: false }, 3);

  it.each(['removed', 'expired'] as const)('given a %s event, when restored, it is a draft again and records EventRestored', (status) => {
    const event = stored(status);
    event.restoreToDraft();
    expect(event.state.status).toBe('draft');
    expect(event.pendingEvents).toEqual([{ type: 'EventRestored', schemaVersion: 1, payload: { from: status } }]);
    event.publish();
    expect(event.state.status).toBe('published');
  });

  it.each(['draft', 'published'] as const)('refuses to restore a %s event', (status) => {
    expect(() => stored(status).restoreToDraft()).toThrow('Only a removed or expired event can be restored.');
  });

  it('refuses to publish or feature a removed event with a clear message', () => {
    expect(() => stored('removed').publish()).toThrow('Only a draft or restored event can be published.');
    expect(() => stored('expired').feature()).toThrow('Only a draft or published event can be featured.');
  });

  describe('scheduled publish', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const stored = (status: 'draft' | 'published', publishAt: string | null = null) =>
      FestivalEvent.restore('s-1', { ...details, ...parsePrice(details.priceText), featured: false, status, publishAt }, 3);

    it('given a draft, when scheduled for a later time, records EventPublishScheduled with the UTC instant', () => {
      const event = stored('draft');
      event.schedulePublish(new Date('2026-11-23T09:30:00+00:00'), now);
      expect(event.pendingEvents).toEqual([{ type: 'EventPublishScheduled', schemaVersion: 1, payload: { publishAt: '2026-11-23T09:30:00.000Z' } }]);
      expect(event.state.publishAt).toBe('2026-11-23T09:30:00.000Z');
      // The same time again changes nothing.
      event.schedulePublish(new Date('2026-11-23T09:30:00Z'), now);
      expect(event.version).toBe(4);
    });

    it('refuses a time not in the future, and anything but a draft', () => {
      expect(() => stored('draft').schedulePublish(now, now)).toThrow('Publish time must be in the future.');
      expect(() => stored('draft').schedulePublish(new Date('2026-11-22T11:59:00Z'), now)).toThrow('Publish time must be in the future.');
      expect(() => stored('published').schedulePublish(new Date('2026-11-23T09:30:00Z'), now)).toThrow('Only a draft can be scheduled for publishing.');
    });

    it('given a scheduled draft, publishing or removing it ends the schedule; cancelling records EventPublishScheduleCleared', () => {
      const published = stored('draft', '2026-11-23T09:30:00.000Z');
      published.publish();
      expect(published.state.publishAt).toBeNull();
      expect(published.pendingEvents.map((e) => e.type)).toEqual(['EventPublished']);
      const removed = stored('draft', '2026-11-23T09:30:00.000Z');
      removed.remove('cancelled');
      expect(removed.state.publishAt).toBeNull();
      const cancelled = stored('draft', '2026-11-23T09:30:00.000Z');
      cancelled.clearPublishSchedule();
      expect(cancelled.pendingEvents.map((e) => e.type)).toEqual(['EventPublishScheduleCleared']);
      const none = stored('draft');
      none.clearPublishSchedule();
      expect(none.pendingEvents).toEqual([]);
    });
  });
});
