import { Aggregate } from '../../../platform/domain/aggregate';
import { ConcurrencyError } from '../../../platform/domain/domain-error';
import { dayNumber, isIsoDate } from '../../../platform/time/uk-days';
import { eventNotChangeable, eventTransitionNotAllowed, invalidEvent } from './event.errors';
import { EventTypes } from './event.events';
import { parsePrice } from './price';
import { REGION_VALUES } from '../contracts/regions';
import { Accessibility, accessibilitySchema, NOT_STATED } from '../contracts/accessibility.schema';

export type EventStatus = 'draft' | 'published' | 'expired' | 'removed';

export interface EventDetails {
  title: string;
  description: string;
  imageUrl: string | null;
  category: string;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
  priceText: string | null;
  ticketUrl: string | null;
  source: string;
  tags: string[];
  /**
   * False when the dates are an estimate nobody stated (seeded from a festival's typical month): shown as
   * expected, never published as fact. Absent means confirmed for a new event and unchanged for an update.
   */
  datesConfirmed?: boolean;
  /** The venue record this event takes place at (absent: unchanged on update, none on create). */
  venueId?: string | null;
  /** The event's own accessibility facts; what it leaves not stated comes from its venue (absent: unchanged / none). */
  accessibility?: Accessibility;
}

export interface EventProps extends EventDetails {
  datesConfirmed: boolean;
  venueId: string | null;
  accessibility: Accessibility;
  minPricePence: number | null;
  isFree: boolean;
  featured: boolean;
  status: EventStatus;
  /** A draft's scheduled publish time (UTC, ISO 8601); absent or null when none is set. */
  publishAt?: string | null;
}

const MUTABLE: ReadonlySet<EventStatus> = new Set(['draft', 'published']);

/** A festival or cultural event in the catalogue. Invariants live here; persistence does not. */
export class FestivalEvent extends Aggregate<EventProps> {
  readonly streamType = 'event';

  static create(id: string, details: EventDetails, options: { publish?: boolean; featured?: boolean } = {}): FestivalEvent {
    const clean = validate(details);
    const event = new FestivalEvent(id, { ...clean, ...parsePrice(clean.priceText), featured: false, status: 'draft' }, 0);
    event.record(EventTypes.Created, { ...event.props });
    if (options.publish) event.publish();
    if (options.featured) event.feature();
    return event;
  }

  static restore(id: string, props: EventProps, version: number): FestivalEvent {
    return new FestivalEvent(id, props, version);
  }

  expectVersion(expected: number | undefined): void {
    if (expected !== undefined && expected !== this.loadedVersion) throw new ConcurrencyError(this.id, expected, this.loadedVersion);
  }

  /**
   * `datesConfirmedAsGiven`: the caller's datesConfirmed stands even when the dates change (the catalogue refresh
   * replacing one estimate with another); otherwise new dates are stated dates.
   */
  update(changes: Partial<EventDetails>, { datesConfirmedAsGiven = false }: { datesConfirmedAsGiven?: boolean } = {}): void {
    this.assertMutable();
    const next = validate({ ...this.detailsOf(), ...changes });
    // Whoever changes the dates states them (the admin form sends every field, the flag as it was); one who only
    // confirms sends datesConfirmed: true.
    const datesChanged = next.startDate !== this.props.startDate || next.endDate !== this.props.endDate;
    if (datesChanged && !(datesConfirmedAsGiven && changes.datesConfirmed !== undefined)) next.datesConfirmed = true;
    const changed: Record<string, unknown> = {};
    for (const key of Object.keys(next) as (keyof EventDetails)[]) {
      if (JSON.stringify(next[key]) !== JSON.stringify(this.props[key])) changed[key] = next[key];
    }
    if (Object.keys(changed).length === 0) return;
    if ('priceText' in changed) Object.assign(changed, parsePrice(next.priceText));
    this.props = { ...this.props, ...(changed as Partial<EventProps>) };
    this.record(EventTypes.Updated, changed);
  }

  publish(): void {
    if (!MUTABLE.has(this.props.status)) throw eventTransitionNotAllowed(this.id, 'Only a draft or restored event can be published.');
    if (this.props.status === 'published') return;
    this.props.status = 'published';
    // Publishing (by hand or by the schedule) fulfils any schedule: EventPublished implies it is gone.
    this.props.publishAt = null;
    this.record(EventTypes.Published, {});
  }

  /** Sets (or moves) the time a draft is published by the scheduled-publish job; `at` must be after `now`. */
  schedulePublish(at: Date, now: Date): void {
    if (this.props.status !== 'draft') throw eventTransitionNotAllowed(this.id, 'Only a draft can be scheduled for publishing.');
    if (Number.isNaN(at.getTime())) throw invalidEvent('Publish time must be a date and time.', 'publishAt');
    if (at.getTime() <= now.getTime()) throw invalidEvent('Publish time must be in the future.', 'publishAt');
    const publishAt = at.toISOString();
    if (this.props.publishAt === publishAt) return;
    this.props.publishAt = publishAt;
    this.record(EventTypes.PublishScheduled, { publishAt });
  }

  /** Drops the draft's publish schedule (nothing happens when none is set). */
  clearPublishSchedule(): void {
    if (!this.props.publishAt) return;
    this.props.publishAt = null;
    this.record(EventTypes.PublishScheduleCleared, {});
  }

  feature(): void {
    if (!MUTABLE.has(this.props.status)) throw eventTransitionNotAllowed(this.id, 'Only a draft or published event can be featured.');
    if (this.props.featured) return;
    this.props.featured = true;
    this.record(EventTypes.Featured, {});
  }

  unfeature(): void {
    if (!this.props.featured) return;
    this.props.featured = false;
    this.record(EventTypes.Unfeatured, {});
  }

  expire(): void {
    if (this.props.status === 'expired') return;
    if (this.props.status === 'removed') throw eventNotChangeable(this.id, 'removed');
    this.props.status = 'expired';
    this.props.featured = false;
    this.props.publishAt = null;
    this.record(EventTypes.Expired, {});
  }

  remove(reason: string | null = null): void {
    if (this.props.status === 'removed') return;
    this.props.status = 'removed';
    this.props.featured = false;
    this.props.publishAt = null;
    this.record(EventTypes.Removed, { reason });
  }

  /**
   * Brings a removed or expired event back as a draft (never straight to the public site: an admin
   * checks it and publishes it again). Featuring is not restored.
   */
  restoreToDraft(): void {
    if (MUTABLE.has(this.props.status)) throw eventTransitionNotAllowed(this.id, 'Only a removed or expired event can be restored.');
    const from = this.props.status;
    this.props.status = 'draft';
    this.props.featured = false;
    this.record(EventTypes.Restored, { from });
  }

  private assertMutable(): void {
    if (!MUTABLE.has(this.props.status)) throw eventNotChangeable(this.id, this.props.status);
  }

  private detailsOf(): EventDetails {
    const { minPricePence: _p, isFree: _f, featured: _x, status: _s, publishAt: _a, ...details } = this.props;
    return details;
  }
}

const URL_RE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
/** An image uploaded to our own origin (images module, GET /api/images/{name}). */
const OWN_IMAGE_RE = /^\/api\/images\/[a-f0-9]{32}-\d{2,4}\.webp$/;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function validate(d: EventDetails): EventDetails & { datesConfirmed: boolean; venueId: string | null; accessibility: Accessibility } {
  const text = (v: string | null | undefined) => (v ?? '').trim();
  const title = text(d.title);
  if (title.length < 3 || title.length > 200) throw invalidEvent('Title must be between 3 and 200 characters.', 'title');
  const description = text(d.description);
  if (description.length > 5000) throw invalidEvent('Description must be at most 5000 characters.', 'description');
  if (!/^[a-z0-9-]{2,40}$/.test(d.category ?? '')) throw invalidEvent('Category must be a category slug such as "music".', 'category');
  if (!isIsoDate(d.startDate)) throw invalidEvent('Start date must be a real date written YYYY-MM-DD.', 'startDate');
  if (!isIsoDate(d.endDate)) throw invalidEvent('End date must be a real date written YYYY-MM-DD.', 'endDate');
  if (dayNumber(d.endDate) < dayNumber(d.startDate)) throw invalidEvent('End date cannot be before the start date.', 'endDate');
  if (!REGION_VALUES.includes(d.region)) throw invalidEvent(`Region must be one of: ${REGION_VALUES.join(', ')}.`, 'region');
  if (!text(d.city)) throw invalidEvent('City is required.', 'city');
  const hasLat = d.latitude !== null && d.latitude !== undefined;
  const hasLon = d.longitude !== null && d.longitude !== undefined;
  if (hasLat !== hasLon) throw invalidEvent('Latitude and longitude must be given together.', 'latitude');
  if (hasLat && (d.latitude! < 49 || d.latitude! > 61.5 || d.longitude! < -9 || d.longitude! > 2.5)) {
    throw invalidEvent('Coordinates must be within the United Kingdom.', 'latitude');
  }
  for (const [field, url] of [
    ['imageUrl', d.imageUrl],
    ['ticketUrl', d.ticketUrl],
  ] as const) {
    if (url && !URL_RE.test(url) && !(field === 'imageUrl' && OWN_IMAGE_RE.test(url))) throw invalidEvent(`${field} must be an http(s) address.`, field);
  }
  const tags = [...new Set((d.tags ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (tags.length > 20) throw invalidEvent('At most 20 tags.', 'tags');
  if (d.venueId && !UUID_RE.test(d.venueId)) throw invalidEvent('venueId must be the id of a venue.', 'venueId');
  // most events state nothing (every import, most creates): no schema to run then
  const access = d.accessibility ? accessibilitySchema.safeParse({ ...NOT_STATED, ...d.accessibility }) : { success: true as const, data: { ...NOT_STATED } };
  if (!access.success) throw invalidEvent(access.error.issues[0].message, `accessibility.${access.error.issues[0].path.join('.')}`);
  return {
    title,
    description,
    imageUrl: d.imageUrl?.trim() || null,
    category: d.category,
    startDate: d.startDate,
    endDate: d.endDate,
    venue: text(d.venue) || text(d.city),
    city: text(d.city),
    region: d.region,
    latitude: hasLat ? d.latitude : null,
    longitude: hasLon ? d.longitude : null,
    priceText: text(d.priceText) || null,
    ticketUrl: d.ticketUrl?.trim() || null,
    source: text(d.source) || 'manual',
    tags,
    datesConfirmed: d.datesConfirmed ?? true,
    venueId: d.venueId ?? null,
    accessibility: access.data,
  };
}
