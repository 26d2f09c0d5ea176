import { availableActions, bulkResultMessage } from './event-status';
import { nextSort, pageCount, toListParams } from './events-search';

describe('event actions and list state', () => {
  it('offers only the transitions that suit the status', () => {
    expect(availableActions('draft', false)).toEqual(['publish', 'remove']);
    expect(availableActions('published', false)).toEqual(['feature', 'expire', 'remove']);
    expect(availableActions('published', true)).toEqual(['unfeature', 'expire', 'remove']);
    expect(availableActions('expired', false)).toEqual(['restore', 'remove']);
    expect(availableActions('removed', false)).toEqual(['restore']);
  });

  it('summarises a bulk run', () => {
    expect(bulkResultMessage('expire', 3, 0)).toBe('3 events expired.');
    expect(bulkResultMessage('publish', 1, 2)).toBe('1 event published; 2 could not be changed.');
  });

  it('opens on drafts and published events, soonest first, 50 a page; status=all shows every status', () => {
    expect(toListParams({})).toEqual({ status: 'draft,published', sort: 'startDate', order: 'asc', page: 1, limit: 50 });
    expect(toListParams({ status: 'all' })).toEqual({ status: undefined, sort: 'startDate', order: 'asc', page: 1, limit: 50 });
    expect(toListParams({ status: 'expired', sort: 'updatedAt' })).toMatchObject({ status: 'expired', sort: 'updatedAt', order: 'desc' });
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(101, 50)).toBe(3);
  });

  it('flips the order on the same column, starts a new column in its natural order', () => {
    expect(nextSort({}, 'startDate')).toEqual({ sort: 'startDate', order: 'desc' });
    expect(nextSort({}, 'updatedAt')).toEqual({ sort: 'updatedAt', order: 'desc' });
    expect(nextSort({ sort: 'updatedAt', order: 'asc' }, 'title')).toEqual({ sort: 'title', order: 'asc' });
    expect(nextSort({ sort: 'title', order: 'asc' }, 'title')).toEqual({ sort: 'title', order: 'desc' });
  });
});
