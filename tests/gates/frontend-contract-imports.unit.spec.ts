import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The frontend reads backend answers with the generated zod/v4-mini schemas (docs/decisions/0009-frontend-schemas-
 * from-backend-contracts.md). Its runtime imports from `@contracts/<module>/<file>` (backend/src/modules/<module>/
 * contracts/<file>) must therefore reach no file that imports `zod`: that would put classic zod in the bundle.
 * `import type` is fine, it leaves nothing behind.
 */
const ROOT = path.resolve(__dirname, '../..');

/** The one exception, with its reason. */
const ALLOWED: Record<string, string> = {
  '@contracts/events/event-details.schema':
    "the event form validates on the client with the backend request schema's own messages, which the generator does not carry",
};

/** `import … from`, `export … from`, bare `import '…'` and `import('…')`. */
const STATEMENT = /\b(import|export)\s+(type\s+)?(?:([^;'"]*?)\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** Classic zod, as the frontend's lint rule names it; zod/v4-mini is the frontend's own dialect. */
const CLASSIC_ZOD = /^zod(\/v3|\/v4)?$/;

/** The paths a source loads at run time: imports whose every named part is a type leave nothing behind. */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const [, , typeKeyword, clause, from, dynamic] of source.matchAll(STATEMENT)) {
    if (dynamic) found.push(dynamic);
    else if (!typeKeyword && !isTypeOnlyClause(clause)) found.push(from!);
  }
  return found;
}

function isTypeOnlyClause(clause: string | undefined): boolean {
  const named = clause?.trim().match(/^\{([\s\S]*)\}$/);
  if (!named) return false;
  const parts = named[1]!
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.startsWith('type '));
}

type Read = (file: string) => string | undefined;

/** Whether `file`, or a file it loads through relative imports, imports zod (any entry point). */
export function reachesZod(file: string, read: Read, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  if (source === undefined) return false;
  return runtimeImports(source).some((spec) => CLASSIC_ZOD.test(spec) || (spec.startsWith('.') && reachesZod(path.join(path.dirname(file), spec), read, seen)));
}

export const contractFile = (spec: string): string => {
  const [, module, rest] = spec.match(/^@contracts\/([^/]+)\/(.+)$/)!;
  return path.join('backend/src/modules', module!, 'contracts', rest!);
};

function readTs(root: string): Read {
  return (file) => {
    const full = [file, `${file}.ts`, `${file}.tsx`, path.join(file, 'index.ts')]
      .map((candidate) => path.join(root, candidate))
      .find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
    return full && readFileSync(full, 'utf8');
  };
}

function frontendSources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return frontendSources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Every `file: @contracts/…` whose target reaches zod and is not allowed. */
export function zodContractImports(files: string[], read: Read, allowed: Record<string, string>): string[] {
  return files.flatMap((file) =>
    runtimeImports(read(file) ?? '')
      .filter((spec) => spec.startsWith('@contracts/') && !(spec in allowed) && reachesZod(contractFile(spec), read))
      .map((spec) => `${file}: ${spec}`),
  );
}

describe('frontend imports from @contracts', () => {
  it('load no file that imports classic zod (besides the allowed ones)', () => {
    const files = frontendSources('frontend/src');
    expect(files.length).toBeGreaterThan(100);
    expect(zodContractImports(files, readTs(ROOT), ALLOWED)).toEqual([]);
  });

  it('allow only what is still imported, each with a reason', () => {
    const read = readTs(ROOT);
    const used = new Set(frontendSources('frontend/src').flatMap((f) => runtimeImports(read(f) ?? '')));
    for (const [spec, reason] of Object.entries(ALLOWED)) {
      expect(used.has(spec)).toBe(true);
      expect(reachesZod(contractFile(spec), read)).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  describe('the check itself', () => {
    const sample: Record<string, string> = {
      'backend/src/modules/x/contracts/plain.ts': "export const A = ['a'] as const;",
      'backend/src/modules/x/contracts/schema.ts': "import { z } from 'zod';\nexport const s = z.object({});",
      'backend/src/modules/x/contracts/mini.ts': "import * as z from 'zod/v4-mini';\nexport const s = z.object({});",
      'backend/src/modules/x/contracts/through.ts': "import { s } from './schema';\nexport const t = s;",
      'backend/src/modules/x/contracts/types-only.ts': "import type { z } from 'zod';\nexport type T = z.ZodTypeAny;",
    };
    const read: Read = (file) => sample[file] ?? sample[`${file}.ts`];
    const check = (source: string) => zodContractImports(['frontend/src/a.ts'], (f) => (f === 'frontend/src/a.ts' ? source : read(f)), {});

    it('refuses a runtime import of a file that imports zod, directly or through a relative import', () => {
      expect(check("import { s } from '@contracts/x/schema';")).toEqual(['frontend/src/a.ts: @contracts/x/schema']);
      expect(check("import {\n  t,\n} from '@contracts/x/through';")).toEqual(['frontend/src/a.ts: @contracts/x/through']);
      expect(check("export { s } from '@contracts/x/schema';")).toEqual(['frontend/src/a.ts: @contracts/x/schema']);
      expect(check("import { A, type T } from '@contracts/x/schema';")).toHaveLength(1);
      expect(check("const m = import('@contracts/x/schema');")).toHaveLength(1);
    });

    it('accepts type-only imports and zod-free files', () => {
      expect(check("import type { S } from '@contracts/x/schema';")).toEqual([]);
      expect(check("import { type S, type T } from '@contracts/x/schema';")).toEqual([]);
      expect(check("export type { S } from '@contracts/x/schema';")).toEqual([]);
      expect(check("import { A } from '@contracts/x/plain';")).toEqual([]);
      expect(check("import { A } from '@contracts/x/types-only';")).toEqual([]);
      expect(check("import { s } from '@contracts/x/mini';")).toEqual([]);
    });

    it('honours the allow-list', () => {
      const source = "import { s } from '@contracts/x/schema';";
      expect(zodContractImports(['a.ts'], (f) => (f === 'a.ts' ? source : read(f)), { '@contracts/x/schema': 'a reason' })).toEqual([]);
    });
  });
});
