import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BACK_OFFICE_CONTRACTS, SITE_CONTRACTS } from './frontend-contracts';
import { ADMIN_GENERATED_PATH, adminSchemasSource, frontendSchemasSource, GENERATED_PATH } from './zod-mini-source';

/** The generated modules as they must be on disk: formatted by the repository's prettier (its CLI, so jest can run it too). */
export function formattedFrontendSchemas(root: string): Record<string, string> {
  return {
    [GENERATED_PATH]: formatted(root, GENERATED_PATH, frontendSchemasSource(SITE_CONTRACTS)),
    [ADMIN_GENERATED_PATH]: formatted(root, ADMIN_GENERATED_PATH, adminSchemasSource(SITE_CONTRACTS, BACK_OFFICE_CONTRACTS)),
  };
}

function formatted(root: string, file: string, source: string): string {
  const prettier = require.resolve('prettier/bin/prettier.cjs', { paths: [root] });
  const run = spawnSync(process.execPath, [prettier, '--stdin-filepath', path.join(root, file)], { cwd: root, input: source, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`prettier failed: ${run.stderr}`);
  return run.stdout;
}
