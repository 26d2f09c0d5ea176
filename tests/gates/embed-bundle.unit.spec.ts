import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Embed budget (issue 30 part 4): the <festival-finder-events> web component other sites load from /embed/events.js
 * stays within 15 KB gzipped. Builds it with the same script `npm run build -w frontend` runs
 * (frontend/scripts/build-embed.mjs) into a temporary file, and proves the gate fails on a planted heavy entry.
 */
const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'frontend/scripts/build-embed.mjs');
const EMBED_BUDGET_KB = 15;

function build(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8', env: { ...process.env, EMBED_BUDGET_KB: String(EMBED_BUDGET_KB), ...env } });
  const kb = run.stdout.match(/([\d.]+) KB gzipped embed/);
  return { status: run.status, kb: kb ? Number(kb[1]) : NaN, output: run.stdout + run.stderr };
}

describe('embed web component budget', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ff-embed-bundle-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the built component is at most 15 KB gzipped', () => {
    const result = build({ EMBED_OUTFILE: path.join(dir, 'events.js') });
    if (result.status !== 0) throw new Error(`embed build failed or over ${EMBED_BUDGET_KB} KB:\n${result.output}`);
    expect(result.kb).toBeGreaterThan(0);
    expect(result.kb).toBeLessThanOrEqual(EMBED_BUDGET_KB);
  });

  it('fails a component that grew over budget', () => {
    const entry = path.join(dir, 'heavy.ts');
    // Random bytes do not compress: this string alone weighs more than the budget gzipped.
    writeFileSync(entry, `console.log(${JSON.stringify(randomBytes(Math.round(EMBED_BUDGET_KB * 1024 * 1.2)).toString('base64'))});`);
    const result = build({ EMBED_ENTRY: entry, EMBED_OUTFILE: path.join(dir, 'heavy.js') });
    expect(result.kb).toBeGreaterThan(EMBED_BUDGET_KB);
    expect(result.status).toBe(3);
    expect(result.output).toContain('over budget');
  });
});
