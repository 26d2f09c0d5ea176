import { createHash } from 'node:crypto';
import { Clock } from '../../../platform/time/clock';
import { dayNumber, todayDay } from '../../../platform/time/uk-days';
import { DiscoveryOutcome, DiscoveryResult } from '../contracts/discovery.schemas';
import { DiscoveryRun } from '../domain/discovery-run.aggregate';
import { isDuplicate } from '../domain/duplicates';
import { Candidate, SourceName } from '../domain/found-event';
import { normalise } from '../domain/normalise';
import { Catalogue, CatalogueMatch, EventImporter, ImportItem } from './ports/catalogue.port';
import { DiscoveryRequest, DiscoverySources } from './ports/discovery-source.port';
import { DiscoveryRunRepository } from './ports/discovery-run.repository.port';
import { ProvenanceRepository } from './ports/provenance.repository.port';

export interface DiscoverySettings {
  /** Sources whose events are published straight away; the others arrive as drafts for review. */
  publishSources: ReadonlySet<SourceName>;
  importBatchSize: number;
}

/** The result lists at most this many imported events (the admin tool shows four). */
const LISTED_EVENTS = 100;
/** Reasons shown per kind of problem, so one broken feed cannot bury the others. */
const LISTED_ERRORS = 20;

/** A stable event id per found event: an import interrupted after commit is recognised on the next run. */
export function eventIdFor(sourceKey: string): string {
  const h = createHash('sha256').update(`festival-finder:discovery:${sourceKey}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * One discovery run: ask every configured source, normalise, keep what the request asks for, skip what is already
 * known (same source key, an event found twice in this run, or an alike event in the catalogue), import the rest
 * through the events module's command with provenance, and report progress as it goes.
 */
export class DiscoveryRunner {
  constructor(
    private readonly sources: DiscoverySources,
    private readonly runs: DiscoveryRunRepository,
    private readonly provenance: ProvenanceRepository,
    private readonly catalogue: Catalogue,
    private readonly importer: EventImporter,
    private readonly clock: Clock,
    private readonly settings: DiscoverySettings,
  ) {}

  /** Runs a started (and saved) run to its end and stores the outcome; a failed discovery does not throw (the run says so). */
  async execute(started: DiscoveryRun, request: DiscoveryRequest): Promise<DiscoveryResult> {
    let partial: DiscoveryResult | null = null;
    let outcome: { result: DiscoveryResult; importedIds: string[] } | { error: string };
    try {
      const { importedIds, ...result } = await this.discover(started.id, request, (r) => (partial = r));
      outcome = { result, importedIds };
    } catch (error) {
      outcome = { error: `Discovery failed: ${(error as Error)?.message ?? String(error)}` };
    }
    // Loaded afresh: the stored version is the one the outcome's event follows.
    const run = (await this.runs.load(started.id)) ?? started;
    if ('error' in outcome) run.fail(outcome.error, partial, this.clock.now());
    else if (outcome.result.outcome === 'failed') run.fail(outcome.result.message, outcome.result, this.clock.now());
    else run.complete(outcome.result, outcome.importedIds, this.clock.now());
    await this.runs.save(run);
    return run.state.result!;
  }

  private async discover(runId: string, request: DiscoveryRequest, keep: (r: DiscoveryResult) => void): Promise<DiscoveryResult & { importedIds: string[] }> {
    const usable = await Promise.all(this.sources.all().map(async (s) => s.serves(request.kind) && (await s.enabled())));
    const sources = this.sources.all().filter((_, i) => usable[i]);
    if (sources.length === 0) {
      throw new Error(
        'no discovery source is configured (DISCOVERY_SITES or sites added here, DISCOVERY_ICS_FEEDS, SKIDDLE_API_KEY, TICKETMASTER_API_KEY or OPENAI_API_KEY)',
      );
    }
    await this.runs.progress(runId, 'Discovering', 25);
    const errors: string[] = [];
    const candidates: Candidate[] = [];
    let done = 0;
    const rejected = new Map<SourceName, string[]>();
    let sourcesFailed = 0;
    await Promise.all(
      sources.map(async (source) => {
        try {
          const report = await source.discover(request);
          errors.push(...report.errors.slice(0, LISTED_ERRORS));
          if (report.found.length === 0 && report.errors.length > 0) sourcesFailed += 1;
          for (const found of report.found) {
            const n = normalise(found);
            if (n.ok) candidates.push({ found, event: n.event });
            else rejected.set(source.name, [...(rejected.get(source.name) ?? []), n.reason]);
          }
        } catch (error) {
          errors.push(`${source.name}: ${(error as Error)?.message ?? String(error)}`);
          sourcesFailed += 1;
        }
        done += 1;
        await this.runs.progress(runId, 'Discovering', 25 + Math.round((50 * done) / sources.length));
      }),
    );
    for (const [source, reasons] of rejected) {
      errors.push(`${source}: ${reasons.length} found event(s) could not be filed: ${reasons.slice(0, 3).join('; ')}`);
    }

    const wanted = candidates.filter((c) => this.matches(c, request));
    await this.runs.progress(runId, 'Importing', 75);
    const known = await this.provenance.knownKeys(wanted.map((c) => c.found.sourceKey));
    const fresh: Candidate[] = [];
    const confirmed = new Set<string>();
    let duplicatesSkipped = 0;
    for (const c of wanted) {
      if (known.has(c.found.sourceKey) || fresh.some((f) => f.found.sourceKey === c.found.sourceKey || isDuplicate(f.event, c.event))) {
        duplicatesSkipped += 1;
        continue;
      }
      const existing = await this.catalogue.findDuplicate(c.event);
      if (existing && existing.id !== eventIdFor(c.found.sourceKey)) {
        if (await this.confirmEstimate(existing, c, confirmed, errors)) continue;
        duplicatesSkipped += 1;
        continue;
      }
      fresh.push(c);
    }

    const imported: ImportItem[] = [];
    const outcome: DiscoveryOutcome = sourcesFailed === sources.length ? 'failed' : sourcesFailed > 0 || errors.length > 0 ? 'partial' : 'success';
    const result = (): DiscoveryResult => ({
      success: outcome !== 'failed',
      outcome,
      sourcesTried: sources.length,
      sourcesFailed,
      message: '',
      eventsFound: wanted.length,
      eventsAdded: imported.length,
      duplicatesSkipped,
      datesConfirmed: confirmed.size,
      errors,
      events: imported.slice(0, LISTED_EVENTS).map((i) => ({
        id: i.id,
        title: i.event.title,
        city: i.event.city,
        category: i.event.category,
        status: i.publish ? ('published' as const) : ('draft' as const),
      })),
    });
    const size = Math.max(1, this.settings.importBatchSize);
    for (let i = 0; i < fresh.length; i += size) {
      const batch = fresh.slice(i, i + size).map((c) => ({ candidate: c, item: this.itemFor(c) }));
      const stored = await this.importBatch(
        batch.map((b) => b.item),
        errors,
      );
      await this.provenance.record(
        batch
          .filter((b) => stored.has(b.item.id))
          .map(({ candidate: { found }, item }) => ({
            eventId: item.id,
            source: found.source,
            sourceKey: found.sourceKey,
            url: found.url,
            fetchedAt: found.fetchedAt,
            runId,
            importedAs: item.publish ? 'published' : 'draft',
          })),
      );
      imported.push(...batch.filter((b) => stored.has(b.item.id)).map((b) => b.item));
      keep(result());
      await this.runs.progress(runId, 'Importing', 75 + Math.round((24 * Math.min(fresh.length, i + size)) / fresh.length));
    }
    const final = result();
    const sourceNames = sources.map((s) => s.name).join(', ');
    final.message =
      (outcome === 'failed' ? `Every source failed (${sourceNames}): nothing could be read. ` : '') +
      (outcome === 'partial' && sourcesFailed > 0 ? `${sourcesFailed} of ${sources.length} sources failed. ` : '') +
      `Found ${final.eventsFound} event(s) from ${sourceNames}; added ${final.eventsAdded}, skipped ${duplicatesSkipped} duplicate(s)` +
      (confirmed.size ? `, confirmed the dates of ${confirmed.size} event(s) listed with estimated dates` : '') +
      (errors.length ? `; ${errors.length} problem(s)` : '');
    return { ...final, importedIds: imported.map((i) => i.id) };
  }

  /**
   * A found event that is a catalogue entry whose dates are only an estimate: the dates the source states confirm it,
   * through the events module's update command (recorded in the event log under the run's actor). Only a source whose
   * events would be published unreviewed may confirm; the others (AI proposals, unvetted sites) leave the estimate as it is.
   */
  private async confirmEstimate(existing: CatalogueMatch, c: Candidate, confirmed: Set<string>, errors: string[]): Promise<boolean> {
    if (existing.datesConfirmed || confirmed.has(existing.id) || !this.itemFor(c).publish) return false;
    try {
      await this.importer.confirmDates(existing.id, { startDate: c.event.startDate, endDate: c.event.endDate });
      confirmed.add(existing.id);
      return true;
    } catch (error) {
      errors.push(`"${existing.title}": its dates could not be confirmed: ${(error as Error)?.message ?? String(error)}`);
      return false;
    }
  }

  /** Imports a batch in one command; if that is refused, one by one, so one bad event cannot hold back the rest. */
  private async importBatch(items: ImportItem[], errors: string[]): Promise<Set<string>> {
    try {
      await this.importer.import(items);
      return new Set(items.map((i) => i.id));
    } catch {
      const stored = new Set<string>();
      for (const item of items) {
        try {
          await this.importer.import([item]);
          stored.add(item.id);
        } catch (error) {
          // Imported by an earlier run that stopped before recording provenance: record it now.
          if (await this.catalogue.exists(item.id)) stored.add(item.id);
          else errors.push(`"${item.event.title}": ${(error as Error)?.message ?? String(error)}`);
        }
      }
      return stored;
    }
  }

  private itemFor({ found, event }: Candidate): ImportItem {
    return { id: eventIdFor(found.sourceKey), event, publish: this.settings.publishSources.has(found.source) || found.trusted === true };
  }

  private matches({ event }: Candidate, request: DiscoveryRequest): boolean {
    if (dayNumber(event.endDate) < todayDay(this.clock.now())) return false;
    if (request.category && event.category !== request.category) return false;
    if (request.region && event.region !== request.region) return false;
    if (request.year && !(event.startDate.slice(0, 4) <= String(request.year) && event.endDate.slice(0, 4) >= String(request.year))) return false;
    return true;
  }
}
