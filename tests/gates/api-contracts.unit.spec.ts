import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FRONTEND_CONTRACTS } from '../../scripts/api-contracts/frontend-contracts';
import { formattedFrontendSchemas } from '../../scripts/api-contracts/formatted-source';
import { frontendSchemasSource } from '../../scripts/api-contracts/zod-mini-source';

/**
 * The frontend's response schemas are generated from the backend contracts (docs/decisions/0009-frontend-schemas-
 * from-backend-contracts.md): the committed file must be what `npm run api:schemas` writes today.
 */
const ROOT = path.resolve(__dirname, '../..');

describe('frontend response schemas (api-contracts.gen.ts, api-contracts.admin.gen.ts)', () => {
  it('are up to date with the backend contracts', () => {
    for (const [file, expected] of Object.entries(formattedFrontendSchemas(ROOT))) {
      const committed = readFileSync(path.join(ROOT, file), 'utf8');
      if (committed !== expected) throw new Error(`${file} is stale: run \`npm run api:schemas\` and commit the result.`);
    }
  });

  it('notice a changed contract', () => {
    const [first, ...rest] = FRONTEND_CONTRACTS;
    const changed = { ...first!, source: z.object({ id: z.string(), title: z.string(), renamed: z.string() }) };
    expect(frontendSchemasSource([changed, ...rest])).not.toBe(frontendSchemasSource(FRONTEND_CONTRACTS));
  });

  it('write the event view once and refer to it by name', () => {
    const source = frontendSchemasSource(FRONTEND_CONTRACTS);
    // dateRange is the event view's own field (a discovery run's result counts `datesConfirmed` too).
    expect(source.match(/"dateRange":/g)).toHaveLength(1);
    expect(source).toContain('z.extend(eventSchema, { "similarity_reason"');
  });
});
