import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Layer rules checked by a test, not by memory (style.md habit 8). */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') && !full.endsWith('.spec.ts') ? [full] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);

const FRAMEWORK = /^(@nestjs\/|typeorm|kafkajs|@elastic\/|@orama\/|openai|pg$|nodemailer|express)/;

describe('architecture', () => {
  const domainFiles = files(path.join(__dirname, 'modules')).filter((f) => f.split(path.sep).includes('domain'));

  it('has domain code to check', () => {
    expect(domainFiles.length).toBeGreaterThan(5);
  });

  it.each(domainFiles.map((f) => [path.relative(__dirname, f), f]))('domain file %s imports no framework or infrastructure', (_name, file) => {
    const bad = importsOf(file).filter((i) => FRAMEWORK.test(i) || /\/(infrastructure|queries|commands)\//.test(i));
    expect(bad).toEqual([]);
  });

  it('platform code does not import feature modules (except the composition root and projections wiring)', () => {
    const allowed = ['platform.module.ts', 'entities.ts', 'test-app.ts', 'projection-runner.int.spec.ts'];
    const offenders = files(path.join(__dirname, 'platform'))
      .filter((f) => !allowed.includes(path.basename(f)))
      .filter((f) => importsOf(f).some((i) => i.includes('/modules/')));
    expect(offenders.map((f) => path.relative(__dirname, f))).toEqual([]);
  });
});
