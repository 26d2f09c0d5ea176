import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS, RENAMED_MIGRATIONS } from '../../../migrations';

const DIR = path.resolve(__dirname, '../../../migrations');
/** TypeORM orders migrations by the last 13 digits of the class name, read as a millisecond timestamp. */
const timestampOf = (name: string) => Number(name.slice(-13));

describe('migrations: one timestamp rule, so a new one always runs last', () => {
  const names = MIGRATIONS.map((m) => m.name);

  it('each class is a name followed by exactly 13 digits, its `name` says the same, and its file is <digits>-<kebab-name>.ts', () => {
    const files = readdirSync(DIR).filter((f) => f !== 'index.ts' && f.endsWith('.ts'));
    for (const M of MIGRATIONS) {
      expect(M.name).toMatch(/^[A-Z][A-Za-z0-9]*[A-Za-z]\d{13}$/);
      expect(new M().name).toBe(M.name);
      const kebab = M.name
        .slice(0, -13)
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase();
      expect(files).toContain(`${M.name.slice(-13)}-${kebab}.ts`);
    }
    expect(files).toHaveLength(MIGRATIONS.length); // no file left out of the list
  });

  it('is listed in the order it runs, with no timestamp in the future (so a migration made now sorts after all of them)', () => {
    const stamps = names.map(timestampOf);
    for (let i = 1; i < stamps.length; i++) expect([names[i], stamps[i]! > stamps[i - 1]!]).toEqual([names[i], true]);
    for (const [i, stamp] of stamps.entries()) expect([names[i], stamp <= Date.now()]).toEqual([names[i], true]);
    expect(Math.min(...stamps)).toBeGreaterThan(Date.UTC(2024, 0, 1));
  });

  it('renames only to migrations that exist, from names no migration has', () => {
    for (const [from, to] of RENAMED_MIGRATIONS) {
      expect(names).toContain(to);
      expect(names).not.toContain(from);
    }
  });
});
