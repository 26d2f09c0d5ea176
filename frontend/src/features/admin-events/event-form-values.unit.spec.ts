import type { AdminEvent } from '../../lib/admin/api/admin-event.schema';
import { changedFields, emptyEventForm, eventToFormValues, formValuesToInput, reapplyChanges, type EventFormValues } from './event-form-values';

const valid = (): EventFormValues => ({
  ...emptyEventForm(),
  title: '  Harbour Lights Festival ',
  description: 'Music by the sea.',
  category: 'music',
  startDate: '2027-07-10',
  endDate: '2027-07-12',
  venue: 'The Quay',
  city: 'Whitby',
  region: 'yorkshire',
  latitude: '54.4858',
  longitude: '-0.6206',
  priceText: '£45',
  ticketUrl: 'https://tickets.example.org/harbour',
  imageUrl: '',
  tags: 'seaside, folk, , family ',
});

describe('event form mapping', () => {
  it('turns form text into the shared schema input', () => {
    const result = formValuesToInput(valid());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toEqual({
      title: 'Harbour Lights Festival',
      description: 'Music by the sea.',
      imageUrl: null,
      category: 'music',
      startDate: '2027-07-10',
      endDate: '2027-07-12',
      venue: 'The Quay',
      city: 'Whitby',
      region: 'yorkshire',
      latitude: 54.4858,
      longitude: -0.6206,
      priceText: '£45',
      ticketUrl: 'https://tickets.example.org/harbour',
      source: 'manual',
      tags: ['seaside', 'folk', 'family'],
      datesConfirmed: true,
    });
  });

  it('empty optional fields become null, not empty strings', () => {
    const result = formValuesToInput({ ...valid(), latitude: ' ', longitude: '', priceText: '', ticketUrl: '' });
    expect(result.ok && [result.input.latitude, result.input.longitude, result.input.priceText, result.input.ticketUrl]).toEqual([null, null, null, null]);
  });

  it("reports the shared schema's messages per field", () => {
    const result = formValuesToInput({ ...valid(), title: 'ab', city: ' ', ticketUrl: 'tickets please', startDate: '10/07/2027' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        title: 'Title must be at least 3 characters',
        city: 'City is required',
        ticketUrl: 'Ticket URL must be an http(s) web address',
        startDate: 'Start date must be written YYYY-MM-DD',
      },
    });
  });

  it('applies the shared cross-field rules (end date not before start date)', () => {
    const result = formValuesToInput({ ...valid(), startDate: '2027-07-12', endDate: '2027-07-10' });
    expect(result).toEqual({ ok: false, fieldErrors: { endDate: 'End date cannot be before the start date' } });
  });

  it('says a coordinate must be a number instead of passing NaN on', () => {
    const result = formValuesToInput({ ...valid(), latitude: 'north-ish' });
    expect(result).toEqual({ ok: false, fieldErrors: { latitude: 'Latitude must be a number' } });
  });

  it('round-trips an event read from the API', () => {
    const event: AdminEvent = {
      id: '42',
      version: 5,
      status: 'published',
      featured: false,
      title: 'Harbour Lights Festival',
      description: 'Music by the sea.',
      imageUrl: null,
      category: 'music',
      startDate: '2027-07-10',
      endDate: '2027-07-12',
      venue: 'The Quay',
      city: 'Whitby',
      region: 'yorkshire',
      latitude: 54.4858,
      longitude: -0.6206,
      priceText: '£45',
      ticketUrl: 'https://tickets.example.org/harbour',
      source: 'manual',
      tags: ['seaside', 'folk'],
      datesConfirmed: true,
      accessibility: {},
      updatedAt: '2026-11-23T10:00:00Z',
    };
    const values = eventToFormValues(event);
    expect(values.tags).toBe('seaside, folk');
    expect(values.latitude).toBe('54.4858');
    const result = formValuesToInput(values);
    expect(result.ok && result.input.tags).toEqual(['seaside', 'folk']);
  });

  it("re-applies the user's own changes onto a newer version", () => {
    const base = valid();
    const mine = { ...base, title: 'Harbour Lights 2027', priceText: '£50' };
    const theirs = { ...base, city: 'Scarborough', priceText: '£40' };
    expect(changedFields(base, mine)).toEqual(['title', 'priceText']);
    expect(reapplyChanges(theirs, base, mine)).toEqual({ ...theirs, title: 'Harbour Lights 2027', priceText: '£50' });
  });
});
