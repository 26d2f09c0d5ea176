import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { currentActor, describeActor } from '../../../platform/actor/actor-context';
import { Clock } from '../../../platform/time/clock';
import { ImageAnalysisStore, StoredAnalysis, StoredEnhancement } from '../application/ports/image-analysis.store.port';
import { ImageInspection } from '../application/ports/image-inspector.port';
import { Suggestion } from '../domain/image-enhancement';

/** ImageAnalysisStore on the `image_analyses` and `image_enhancements` tables. */
@Injectable()
export class PostgresImageAnalysisStore extends ImageAnalysisStore {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async save(eventId: string, inspection: ImageInspection): Promise<void> {
    const e = inspection.evaluation;
    await this.db.query(
      `INSERT INTO image_analyses (event_id, image_url, analysed_at, score, preserved, organiser, stock, placeholder, broken, reason, metrics)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)
       ON CONFLICT (event_id) DO UPDATE SET image_url = $2, analysed_at = $3, score = $4, preserved = $5, organiser = $6, stock = $7,
         placeholder = $8, broken = $9, reason = $10, metrics = $11::jsonb`,
      [
        eventId,
        inspection.imageUrl,
        this.clock.now(),
        e.score,
        e.preserved,
        e.organiser,
        e.stock,
        e.placeholder,
        e.broken,
        e.reason,
        JSON.stringify(inspection.metrics),
      ],
    );
  }

  async byEvent(ids: string[]): Promise<Map<string, StoredAnalysis>> {
    if (ids.length === 0) return new Map();
    const rows: Array<Record<string, unknown>> = await this.db.query(`SELECT * FROM image_analyses WHERE event_id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((r) => [String(r.event_id), toAnalysis(r)]));
  }

  async recordEnhancement(eventId: string, previousUrl: string | null, suggestion: Suggestion, applied: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO image_enhancements (event_id, source, confidence, previous_url, new_url, applied, reasoning, actor, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        eventId,
        suggestion.source,
        suggestion.confidence,
        previousUrl,
        suggestion.imageUrl,
        applied,
        suggestion.reasoning,
        describeActor(currentActor()),
        this.clock.now(),
      ],
    );
  }

  async latestEnhancements(ids: string[]): Promise<Map<string, StoredEnhancement>> {
    if (ids.length === 0) return new Map();
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `SELECT DISTINCT ON (event_id) event_id, new_url, source FROM image_enhancements WHERE event_id = ANY($1::uuid[]) ORDER BY event_id, id DESC`,
      [ids],
    );
    return new Map(
      rows.map((r) => [String(r.event_id), { eventId: String(r.event_id), newUrl: (r.new_url as string | null) ?? null, source: String(r.source) }]),
    );
  }
}

function toAnalysis(r: Record<string, unknown>): StoredAnalysis {
  return {
    eventId: String(r.event_id),
    imageUrl: String(r.image_url),
    analysedAt: new Date(r.analysed_at as string).toISOString(),
    score: Number(r.score),
    preserved: Boolean(r.preserved),
    organiser: Boolean(r.organiser),
    stock: Boolean(r.stock),
    placeholder: Boolean(r.placeholder),
    broken: Boolean(r.broken),
    reason: String(r.reason),
  };
}
