import { eventDetailsSchema, type EventDetailsInput } from '@contracts/events/event-details.schema';
import type { AdminEvent } from '../../lib/admin/api/admin-event.schema';

/**
 * The event form holds text; these functions turn it into the shared request schema's input (the same zod schema
 * the server validates with) and back, and re-apply a user's edits onto a newer version after a conflict.
 */
export const EVENT_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'startDate',
  'endDate',
  'venue',
  'city',
  'region',
  'latitude',
  'longitude',
  'priceText',
  'ticketUrl',
  'imageUrl',
  'source',
  'tags',
  'datesConfirmed',
] as const;
export type EventFormField = (typeof EVENT_FORM_FIELDS)[number];
export type EventFormValues = Record<EventFormField, string>;
export type EventFieldErrors = Partial<Record<EventFormField, string>>;

export function emptyEventForm(): EventFormValues {
  const values = Object.fromEntries(EVENT_FORM_FIELDS.map((f) => [f, ''])) as EventFormValues;
  return { ...values, source: 'manual', datesConfirmed: 'true' };
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function eventToFormValues(event: AdminEvent): EventFormValues {
  return {
    title: text(event.title),
    description: text(event.description),
    category: text(event.category),
    startDate: text(event.startDate).slice(0, 10),
    endDate: text(event.endDate).slice(0, 10),
    venue: text(event.venue),
    city: text(event.city),
    region: text(event.region),
    latitude: text(event.latitude),
    longitude: text(event.longitude),
    priceText: text(event.priceText),
    ticketUrl: text(event.ticketUrl),
    imageUrl: text(event.imageUrl),
    source: text(event.source),
    tags: (event.tags ?? []).join(', '),
    datesConfirmed: event.datesConfirmed === false ? 'false' : 'true',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

function parseNumber(raw: string): number | null | 'invalid' {
  const v = raw.trim();
  if (v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : 'invalid';
}

export type FormParseResult = { ok: true; input: EventDetailsInput } | { ok: false; fieldErrors: EventFieldErrors };

/** Form text → the shared schema's parsed input, or the first message per field. */
export function formValuesToInput(values: EventFormValues): FormParseResult {
  const fieldErrors: EventFieldErrors = {};
  const latitude = parseNumber(values.latitude);
  const longitude = parseNumber(values.longitude);
  if (latitude === 'invalid') fieldErrors.latitude = 'Latitude must be a number';
  if (longitude === 'invalid') fieldErrors.longitude = 'Longitude must be a number';
  const raw = {
    title: values.title,
    description: values.description,
    imageUrl: orNull(values.imageUrl),
    category: values.category,
    startDate: values.startDate.trim(),
    endDate: values.endDate.trim(),
    venue: values.venue,
    city: values.city,
    region: values.region,
    latitude: latitude === 'invalid' ? null : latitude,
    longitude: longitude === 'invalid' ? null : longitude,
    priceText: orNull(values.priceText),
    ticketUrl: orNull(values.ticketUrl),
    source: values.source.trim() === '' ? undefined : values.source,
    tags: values.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    datesConfirmed: values.datesConfirmed !== 'false',
  };
  const parsed = eventDetailsSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as EventFormField;
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
  }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, input: parsed.data };
}

/** Fields the user changed since the form was loaded. */
export function changedFields(base: EventFormValues, current: EventFormValues): EventFormField[] {
  return EVENT_FORM_FIELDS.filter((f) => base[f] !== current[f]);
}

/** "Reload and re-apply": the newest version with the user's own changes laid on top. */
export function reapplyChanges(latest: EventFormValues, base: EventFormValues, current: EventFormValues): EventFormValues {
  const next = { ...latest };
  for (const f of changedFields(base, current)) next[f] = current[f];
  return next;
}

export const FIELD_LABELS: Record<EventFormField, string> = {
  title: 'Title',
  description: 'Description',
  category: 'Category',
  startDate: 'Start date',
  endDate: 'End date',
  venue: 'Venue',
  city: 'City',
  region: 'Region',
  latitude: 'Latitude',
  longitude: 'Longitude',
  priceText: 'Price',
  ticketUrl: 'Ticket URL',
  imageUrl: 'Image URL',
  source: 'Source',
  tags: 'Tags',
  datesConfirmed: 'Dates',
};
