import { StoredEvent } from '../../../platform/bus/stored-event';
import { ProjectionRebuild, Projector, ProjectorSnapshot } from '../../../platform/projections/projector';
import { EventIndexSnapshotFile } from './read-model/embedded/event-index-snapshot';
import { LogMark } from '../../../platform/event-log/event-log.reader';
import { OramaEventReadModel } from './read-model/embedded/orama-event-read-model';
import { ColumnsSnapshot } from './read-model/embedded/event-columns';
import { EventDocument } from '../application/ports/event-document';
import { EventIndexWriter, EventReadModel } from '../application/ports/event-read-model.port';
import { dayNumber } from '../../../platform/time/uk-days';
import { EventProps } from '../domain/event.aggregate';
import { documentProblems } from '../domain/event-quality';
import { EventTypes } from '../domain/event.events';
import { TextEmbedder } from '../../embeddings/application/ports/text-embedder.port';
import { embeddingTextOf, sameEmbeddingText } from '../contracts/event-embedding-text';
import { accessTokensOf, completeAccessibility, effectiveAccessibility } from '../contracts/accessibility.schema';
import { EventVenueAccess, VenueAccessLookup } from '../application/ports/venue-access.lookup.port';

const FAMILY_TAGS = ['family-friendly', 'family', 'kids', 'children'];
const OUTDOOR_TAGS = ['outdoor', 'open-air', 'outdoors'];
const CAMPING_TAGS = ['camping', 'glamping'];

/** Builds the search document of an event from its stream. Skips versions already applied. */
export class EventSearchProjector implements Projector<EventIndexWriter> {
  readonly name = 'event-search';
  /** Venue streams too: a venue's accessibility change reaches the documents of its events. */
  readonly streamTypes = ['event', 'venue'];
  /** The mark of the snapshot the index started from, and the index revision right after it was adopted. */
  restoredMark: LogMark | null = null;
  restoredRevision: number | null = null;

  constructor(
    private readonly index: EventReadModel,
    /** Where the embedded index is saved at shutdown (absent: always replay). */
    private readonly snapshots?: EventIndexSnapshotFile,
    /** Sets each document's vector of meaning (absent: documents carry none). */
    private readonly embedder?: TextEmbedder,
    /** Each event's venue and its facts (absent: documents keep the venue facts they have). */
    private readonly venues?: VenueAccessLookup,
  ) {}

  async loadSnapshot(): Promise<ProjectorSnapshot | null> {
    const model = this.index;
    if (!this.snapshots || !(model instanceof OramaEventReadModel)) return null;
    const loaded = await this.snapshots.load();
    // a snapshot made with another embedding model (or none) is not used: its vectors could not meet the queries'
    if (loaded && !vectorsFrom(loaded.snapshot.columns, this.embedder?.model ?? '')) return null;
    return (
      loaded && {
        mark: loaded.mark,
        adopt: async () => {
          await model.restore(loaded.snapshot);
          this.restoredMark = loaded.mark;
          this.restoredRevision = model.revision;
        },
      }
    );
  }

  generation(): string {
    return this.index.generation;
  }

  live(): EventIndexWriter {
    return this.index;
  }

  async beginRebuild(): Promise<ProjectionRebuild<EventIndexWriter>> {
    const rebuild = await this.index.beginRebuild();
    return { writer: rebuild, commit: () => rebuild.commit(), abort: () => rebuild.abort() };
  }

  async apply(events: StoredEvent[], writer: EventIndexWriter): Promise<void> {
    // Every stream of the batch read in one round trip: one read per event made a catch-up into Elasticsearch
    // wait for thousands of sequential GETs (about 500 events/s on this machine).
    const eventIds = [...new Set(events.filter((e) => e.streamType === 'event').map((e) => e.streamId))];
    // A venue whose facts changed: every event at it is rebuilt with the new facts.
    const venueIds = [...new Set(events.filter((e) => e.streamType === 'venue' && e.payload && 'accessibility' in e.payload).map((e) => e.streamId))];
    const atVenues = this.venues && venueIds.length ? (await Promise.all(venueIds.map((v) => this.venues!.eventsAt(v)))).flat() : [];
    const ids = [...new Set([...eventIds, ...atVenues])];
    const stored = new Map((await writer.getMany(ids)).map((d) => [d.id, d]));
    const before = new Map<string, EventDocument | null>(ids.map((id) => [id, stored.get(id) ?? null]));
    const docs = new Map<string, EventDocument | null>(before);
    const touched = new Set<string>();
    for (const e of events) {
      if (e.streamType !== 'event') continue;
      const current = docs.get(e.streamId) ?? null;
      if (current && current.version >= e.version) continue;
      const next = evolve(current, e);
      if (next === undefined) continue;
      docs.set(e.streamId, next);
      touched.add(e.streamId);
    }
    for (const id of atVenues) if (docs.get(id)) touched.add(id);
    const venueOf = this.venues ? await this.venues.forEvents([...touched]) : null;
    // Removed events stay in the index with status 'removed' (public queries never ask for it), so the
    // admin list can show them and restore them.
    const upserts: EventDocument[] = [];
    for (const id of touched) {
      const doc = docs.get(id);
      if (doc) upserts.push(withProblems(withVenueAccess(doc, venueOf ? (venueOf.get(id) ?? null) : undefined)));
    }
    if (upserts.length) await writer.upsert(await this.withEmbeddings(upserts, before));
  }

  /**
   * Each document's vector: kept when its text did not change, else asked of the embedder (which reuses stored
   * vectors by text hash, so a rebuild pays for none it already has).
   */
  private async withEmbeddings(docs: EventDocument[], before: Map<string, EventDocument | null>): Promise<EventDocument[]> {
    const embedder = this.embedder;
    if (!embedder || !embedder.model) return docs;
    const need: number[] = [];
    const out = docs.map((doc, i) => {
      const old = before.get(doc.id);
      if (old?.embedding?.length && old.embeddingModel === embedder.model && sameEmbeddingText(old, doc)) {
        return { ...doc, embedding: old.embedding, embeddingModel: old.embeddingModel };
      }
      need.push(i);
      const { embedding: _e, embeddingModel: _m, ...rest } = doc;
      return rest;
    });
    if (need.length === 0) return out;
    const vectors = await embedder.embedDocuments(need.map((i) => embeddingTextOf(out[i])));
    need.forEach((docIndex, k) => {
      const v = vectors[k];
      if (v) out[docIndex] = { ...out[docIndex], embedding: v, embeddingModel: embedder.model };
    });
    return out;
  }
}

/** Whether the snapshot's vectors come from `model` ('' for none), as its first document with a vector says. */
function vectorsFrom(columns: ColumnsSnapshot, model: string): boolean {
  if (columns.embeddingModel !== null) return columns.embeddingModel === model;
  return model === '' || columns.docs.slots.length === 0;
}

/**
 * The search document of one event as of the last of its stream's events given (in version order), built exactly as
 * the projector builds it; null when the stream has not created one. Search alerts evaluate stored searches on it.
 */
export function documentFromStream(events: StoredEvent[]): EventDocument | null {
  let doc: EventDocument | null = null;
  for (const e of events) {
    if (doc && doc.version >= e.version) continue;
    const next = evolve(doc, e);
    if (next !== undefined) doc = next;
  }
  return doc && withProblems(withVenueAccess(doc, undefined));
}

/** New document state, or undefined when the event does not concern the search document. */
function evolve(doc: EventDocument | null, e: StoredEvent): EventDocument | null | undefined {
  const stamp = { version: e.version, updatedAt: e.occurredAt };
  switch (e.type) {
    case EventTypes.Created:
      return toDocument(e.streamId, e.payload as unknown as EventProps, stamp);
    case EventTypes.Updated:
      return doc && toDocument(doc.id, { ...fromDocument(doc), ...(e.payload as Partial<EventProps>) }, stamp);
    case EventTypes.Published:
      return doc && { ...doc, ...stamp, status: 'published' };
    case EventTypes.Featured:
      return doc && { ...doc, ...stamp, featured: true };
    case EventTypes.Unfeatured:
      return doc && { ...doc, ...stamp, featured: false };
    case EventTypes.Expired:
      return doc && { ...doc, ...stamp, status: 'expired', featured: false };
    case EventTypes.Removed:
      return doc && { ...doc, ...stamp, status: 'removed', featured: false };
    case EventTypes.Restored:
      return doc && { ...doc, ...stamp, status: 'draft', featured: false };
    // The schedule is not searched on (the admin list reads it from the write model), but the document's version
    // must follow the stream's, or the edit form would send a stale expectedVersion.
    case EventTypes.PublishScheduled:
    case EventTypes.PublishScheduleCleared:
      return doc && { ...doc, ...stamp };
    default:
      return undefined; // unknown event types are tolerated
  }
}

/**
 * The search document the projector would hold for an event in this state: the admin preview draws a draft (which
 * public queries never return) from the write model through the same builder, so it looks as it will once published.
 */
export function documentOfState(id: string, props: EventProps, stamp: { version: number; updatedAt: string }): EventDocument {
  return withProblems(toDocument(id, props, stamp));
}

/** The document-scope data-quality problems, recomputed whenever the document changes. */
function withProblems(doc: EventDocument): EventDocument {
  return {
    ...doc,
    problems: documentProblems({ ...doc, latitude: doc.location?.lat ?? null, longitude: doc.location?.lon ?? null }),
  };
}

function toDocument(id: string, p: EventProps, stamp: { version: number; updatedAt: string }): EventDocument {
  const tags = p.tags ?? [];
  const has = (list: string[]) => tags.some((t) => list.includes(t));
  return {
    id,
    title: p.title,
    description: p.description,
    imageUrl: p.imageUrl,
    category: p.category,
    tags,
    startDate: p.startDate,
    endDate: p.endDate,
    startDay: dayNumber(p.startDate),
    endDay: dayNumber(p.endDate),
    venue: p.venue,
    city: p.city,
    region: p.region,
    location: p.latitude !== null && p.longitude !== null ? { lat: p.latitude, lon: p.longitude } : null,
    priceText: p.priceText,
    minPricePence: p.minPricePence,
    isFree: p.isFree,
    datesConfirmed: p.datesConfirmed ?? true,
    ticketUrl: p.ticketUrl,
    featured: p.featured,
    status: p.status,
    familyFriendly: p.category === 'family' || has(FAMILY_TAGS),
    outdoor: has(OUTDOOR_TAGS),
    camping: has(CAMPING_TAGS),
    source: p.source,
    venueId: p.venueId ?? null,
    accessibility: completeAccessibility(p.accessibility),
    ...stamp,
  };
}

function fromDocument(d: EventDocument): EventProps {
  return {
    title: d.title,
    description: d.description,
    imageUrl: d.imageUrl,
    category: d.category,
    startDate: d.startDate,
    endDate: d.endDate,
    venue: d.venue,
    city: d.city,
    region: d.region,
    latitude: d.location?.lat ?? null,
    longitude: d.location?.lon ?? null,
    priceText: d.priceText,
    minPricePence: d.minPricePence,
    isFree: d.isFree,
    datesConfirmed: d.datesConfirmed ?? true,
    ticketUrl: d.ticketUrl,
    featured: d.featured,
    status: d.status,
    source: d.source,
    tags: d.tags,
    venueId: d.venueId ?? null,
    accessibility: completeAccessibility(d.accessibility),
  };
}

/** The document with its venue's facts and the effective 'yes' tokens (the event's own facts over the venue's). */
export function withVenueAccess(doc: EventDocument, venue: EventVenueAccess | null | undefined): EventDocument {
  const venueAccessibility = venue === undefined ? (doc.venueAccessibility ?? null) : (venue?.accessibility ?? null);
  const venueId = venue === undefined ? (doc.venueId ?? null) : (venue?.venueId ?? doc.venueId ?? null);
  return { ...doc, venueId, venueAccessibility, access: accessTokensOf(effectiveAccessibility(doc.accessibility, venueAccessibility)) };
}
