import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vectors of meaning by (model, hash of the embedded text): the event index's projector asks here before it asks
 * a provider, so a rebuild or a re-import of unchanged events pays for no embedding again.
 */
export class TextEmbeddings1795887134690 implements MigrationInterface {
  name = 'TextEmbeddings1795887134690';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE text_embeddings (
        model text NOT NULL,
        text_hash text NOT NULL,
        vector real[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (model, text_hash)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE text_embeddings`);
  }
}
