import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmbeddingCall, EmbeddingStore, EmbeddingUsageLog } from '../application/ports/embedding-store.port';

const CHUNK = 1_000;

/** text_embeddings: one vector per (model, hash of the text). */
@Injectable()
export class PostgresEmbeddingStore extends EmbeddingStore {
  constructor(private readonly db: DataSource) {
    super();
  }

  async get(model: string, hashes: string[]): Promise<Map<string, number[]>> {
    const out = new Map<string, number[]>();
    for (let i = 0; i < hashes.length; i += CHUNK) {
      const rows: { text_hash: string; vector: number[] }[] = await this.db.query(
        `SELECT text_hash, vector FROM text_embeddings WHERE model = $1 AND text_hash = ANY($2::text[])`,
        [model, hashes.slice(i, i + CHUNK)],
      );
      for (const r of rows) out.set(r.text_hash, r.vector.map(Number));
    }
    return out;
  }

  async put(model: string, vectors: Map<string, number[]>): Promise<void> {
    const entries = [...vectors];
    for (let i = 0; i < entries.length; i += CHUNK) {
      const chunk = entries.slice(i, i + CHUNK);
      // vectors travel as JSON text: one parameter per chunk instead of one per row
      await this.db.query(
        `INSERT INTO text_embeddings (model, text_hash, vector)
         SELECT $1, e.hash, ARRAY(SELECT json_array_elements_text(e.vector)::real)
           FROM json_to_recordset($2::json) AS e(hash text, vector json)
         ON CONFLICT (model, text_hash) DO NOTHING`,
        [model, JSON.stringify(chunk.map(([hash, vector]) => ({ hash, vector })))],
      );
    }
  }
}

/** Embedding calls in ai_usage, beside the description tools' calls (task `embeddings`). */
@Injectable()
export class PostgresEmbeddingUsageLog extends EmbeddingUsageLog {
  constructor(private readonly db: DataSource) {
    super();
  }

  async record(call: EmbeddingCall): Promise<void> {
    await this.db.query(
      `INSERT INTO ai_usage (task, provider, model, ok, error, prompt_tokens, completion_tokens, duration_ms, event_id, actor)
       VALUES ('embeddings', 'openai', $1, $2, $3, $4, 0, $5, NULL, 'system')`,
      [call.model, call.ok, call.error, call.tokens, call.durationMs],
    );
  }
}
