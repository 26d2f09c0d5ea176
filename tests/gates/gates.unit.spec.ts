import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Every gate of `npm run check` can fail: a miniature copy of the repository (the real configuration files and
 * scripts, a handful of planted files) is checked with the same commands as package.json runs, and each planted
 * violation must be reported, while the allowed imports beside them must not be.
 */
const ROOT = path.resolve(__dirname, '../..');
const SCRIPTS: Record<string, string> = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
const CONFIG_FILES = [
  'eslint.config.mjs',
  '.dependency-cruiser.cjs',
  '.prettierrc',
  '.prettierignore',
  'scripts',
  'tsconfig.json',
  'backend/tsconfig.json',
  'frontend/tsconfig.json',
  'tests/tsconfig.json',
];

const PLANTED: Record<string, string> = {
  // ── backend module "alpha": a clean port, command and infrastructure, and two layer violations ──
  'backend/src/modules/alpha/alpha.module.ts': `export const ALPHA = 'alpha';\n`,
  'backend/src/modules/alpha/application/ports/order.repository.port.ts': `export interface OrderRepository {\n  count(): number;\n}\n`,
  'backend/src/modules/alpha/commands/place-order/place-order.command.ts': `export class PlaceOrderCommand {\n  constructor(readonly id: string) {}\n}\n`,
  'backend/src/modules/alpha/infrastructure/order.repository.ts': [
    `import type { OrderRepository } from '../application/ports/order.repository.port';`,
    ``,
    `export class SqlOrderRepository implements OrderRepository {`,
    `  count(): number {`,
    `    return 0;`,
    `  }`,
    `}`,
    ``,
  ].join('\n'),
  'backend/src/modules/alpha/domain/order.ts': `import { Entity } from 'typeorm';\n\nexport const orderEntity = Entity;\n`,
  'backend/src/modules/alpha/domain/clean.ts': `export const clean = 1;\n`,
  'backend/src/modules/alpha/application/place-order.ts': `import { SqlOrderRepository } from '../infrastructure/order.repository';\n\nexport const repository = new SqlOrderRepository();\n`,
  // ── use cases: a handler importing its module's infrastructure, a query handler importing TypeORM; the controller
  //    beside them may use an adapter, and a handler that asks the port is clean ──
  'backend/src/modules/alpha/commands/place-order/place-order.handler.ts': [
    `import { SqlOrderRepository } from '../../infrastructure/order.repository';`,
    ``,
    `export const orders = new SqlOrderRepository();`,
    ``,
  ].join('\n'),
  'backend/src/modules/alpha/queries/count-orders/count-orders.handler.ts': `import { DataSource } from 'typeorm';\n\nexport const count = (db: DataSource) => db.query('SELECT count(*) FROM orders');\n`,
  'backend/src/modules/alpha/queries/count-orders/count-orders.http.controller.ts': `import { SqlOrderRepository } from '../../infrastructure/order.repository';\n\nexport const served = SqlOrderRepository;\n`,
  'backend/src/modules/alpha/commands/place-order/place-order.job.ts': [
    `import type { OrderRepository } from '../../application/ports/order.repository.port';`,
    ``,
    `export const job = (orders: OrderRepository) => orders.count();`,
    ``,
  ].join('\n'),
  'backend/src/modules/alpha/uses-beta.ts': `import { BETA } from '../beta/beta.module';\n\nexport const beta = BETA;\n`,
  // ── backend module "beta": reaches into alpha's infrastructure (and so closes a cycle alpha ⇄ beta) ──
  'backend/src/modules/beta/beta.module.ts': `export const BETA = 'beta';\n`,
  'backend/src/modules/beta/reaches-in.ts': `import { SqlOrderRepository } from '../alpha/infrastructure/order.repository';\n\nexport const reached = SqlOrderRepository;\n`,
  'backend/src/modules/beta/allowed.ts': [
    `import type { OrderRepository } from '../alpha/application/ports/order.repository.port';`,
    `import { PlaceOrderCommand } from '../alpha/commands/place-order/place-order.command';`,
    ``,
    `export const command = new PlaceOrderCommand('o1');`,
    `export type Orders = OrderRepository;`,
    ``,
  ].join('\n'),
  // A Nest module file deeper in a module is public too (rule 3 accepts any *.module.ts).
  'backend/src/modules/alpha/infrastructure/read/alpha-read.module.ts': `export const ALPHA_READ = 'alpha-read';\n`,
  'backend/src/modules/beta/uses-nested-module.ts': `import { ALPHA_READ } from '../alpha/infrastructure/read/alpha-read.module';\n\nexport const read = ALPHA_READ;\n`,
  'backend/src/modules/alpha/testing/fake-orders.ts': `export const fakeOrders = { count: () => 2 };\n`,
  'backend/src/modules/beta/beta.unit.spec.ts': [
    `import { SqlOrderRepository } from '../alpha/infrastructure/order.repository';`,
    `import { fakeOrders } from '../alpha/testing/fake-orders';`,
    ``,
    `it('counts', () => expect(new SqlOrderRepository().count()).toBeLessThan(fakeOrders.count()));`,
    ``,
  ].join('\n'),
  // ── platform importing a module, once with import and once with require ──
  'backend/src/platform/uses-module.ts': `import { BETA } from '../modules/beta/beta.module';\n\nexport const beta = BETA;\n`,
  'backend/src/platform/requires-module.ts': `export const lazy = () => require('../modules/alpha/alpha.module');\n`,
  'backend/src/broken.unit.spec.ts': `const count: number = 'three';\n\nit('counts', () => expect(count).toBe(3));\n`,
  // ── frontend: one feature importing another, a shared component importing a feature, a conditional hook ──
  'frontend/src/features/two/two-badge.ts': `export function twoBadge(): string {\n  return 'two';\n}\n`,
  'frontend/src/features/one/one-page.ts': `import { twoBadge } from '../two/two-badge';\n\nexport const onePage = () => twoBadge();\n`,
  'frontend/src/components/shell.ts': `import { onePage } from '../features/one/one-page';\n\nexport const shell = onePage;\n`,
  'frontend/src/features/two/use-maybe.ts': [
    `import { useState } from 'react';`,
    ``,
    `export function useMaybe(enabled: boolean): number {`,
    `  if (enabled) {`,
    `    const [value] = useState(0);`,
    `    return value;`,
    `  }`,
    `  return 0;`,
    `}`,
    ``,
  ].join('\n'),
  // ── the admin client's layout: admin-* features apart, shared admin code in lib/admin and components/admin, routes compose ──
  'frontend/src/lib/admin/admin-request.ts': `export const adminRequest = (path: string): string => path;\n`,
  'frontend/src/components/admin/admin-card.ts': `import { adminRequest } from '../../lib/admin/admin-request';\n\nexport const adminCard = () => adminRequest('/api/admin/status');\n`,
  'frontend/src/features/admin-newsletter/newsletter-tab.ts': `import { adminCard } from '../../components/admin/admin-card';\n\nexport const newsletterTab = () => adminCard();\n`,
  'frontend/src/features/admin-users/users-page.ts': `import { newsletterTab } from '../admin-newsletter/newsletter-tab';\n\nexport const usersPage = () => newsletterTab();\n`,
  'frontend/src/lib/admin/admin-session.ts': `import { usersPage } from '../../features/admin-users/users-page';\n\nexport const adminSession = usersPage;\n`,
  'frontend/src/components/admin/admin-shell.ts': `import { newsletterTab } from '../../features/admin-newsletter/newsletter-tab';\n\nexport const adminShell = newsletterTab;\n`,
  'frontend/src/routes/_admin/tool.ts': [
    `import { newsletterTab } from '../../features/admin-newsletter/newsletter-tab';`,
    `import { usersPage } from '../../features/admin-users/users-page';`,
    ``,
    `export const tool = () => [newsletterTab(), usersPage()];`,
    ``,
  ].join('\n'),
  // ── frontend and backend: a module's contracts/ through the @contracts alias is fine, anything else is not ──
  'backend/src/modules/events/contracts/shared-schema.ts': `export const SHARED = 'shared';\n`,
  'frontend/src/lib/uses-contract.ts': `import { SHARED } from '@contracts/events/shared-schema';\n\nexport const shared = SHARED;\n`,
  'frontend/src/lib/reaches-backend.ts': `import { clean } from '../../../backend/src/modules/alpha/domain/clean';\n\nexport const reached = clean;\n`,
  // ── one zod dialect in the whole frontend (zod/v4-mini), the back office included ──
  'frontend/src/lib/classic-zod.ts': `import { z } from 'zod';\n\nexport const classic = z.string();\n`,
  'frontend/src/lib/mini-zod.ts': `import * as z from 'zod/v4-mini';\n\nexport const mini = z.string();\n`,
  'frontend/src/features/admin-events/still-classic.ts': `import { z } from 'zod';\n\nexport const admin = z.string();\n`,
  'frontend/src/lib/broken.unit.spec.ts': `const label: string = 42;\n\nit('labels', () => expect(label).toBe('42'));\n`,
  'frontend/src/lib/ugly.ts': `export const ugly = {a:1,b:"two"}\n`,
  'tests/e2e/broken.e2e.spec.ts': `const pages: string[] = 'home';\n\nit('visits', () => expect(pages).toHaveLength(1));\n`,
};

let fixture: string;

function run(command: string): { status: number; output: string } {
  const result = spawnSync('sh', ['-c', command], {
    cwd: fixture,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  fixture = mkdtempSync(path.join(os.tmpdir(), 'ff-gates-'));
  for (const file of CONFIG_FILES) cpSync(path.join(ROOT, file), path.join(fixture, file), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(fixture, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(PLANTED)) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  }
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('dependency rules (npm run depcruise)', () => {
  let violations: string[];

  beforeAll(() => {
    const { status, output } = run(SCRIPTS.depcruise);
    expect(status).toBe(1);
    // node_modules is a symlink to the repository's, so resolved packages show its real path.
    violations = [...output.matchAll(/^ {2}error ([a-z-]+): (.+)$/gm)]
      .map((m) => `${m[1]}: ${m[2].replace(/(\.\.\/)+\S*?node_modules\//, 'node_modules/')}`)
      .sort();
  });

  it('reports exactly the planted violations, and none of the allowed imports', () => {
    expect(violations).toEqual(
      [
        'frontend-features-stay-apart: frontend/src/features/one/one-page.ts → frontend/src/features/two/two-badge.ts',
        'frontend-features-stay-apart: frontend/src/features/admin-users/users-page.ts → frontend/src/features/admin-newsletter/newsletter-tab.ts',
        'frontend-shared-imports-no-feature: frontend/src/lib/admin/admin-session.ts → frontend/src/features/admin-users/users-page.ts',
        'frontend-shared-imports-no-feature: frontend/src/components/admin/admin-shell.ts → frontend/src/features/admin-newsletter/newsletter-tab.ts',
        'frontend-imports-only-backend-contracts: frontend/src/lib/reaches-backend.ts → backend/src/modules/alpha/domain/clean.ts',
        'frontend-shared-imports-no-feature: frontend/src/components/shell.ts → frontend/src/features/one/one-page.ts',
        'handlers-use-ports: backend/src/modules/alpha/commands/place-order/place-order.handler.ts → backend/src/modules/alpha/infrastructure/order.repository.ts',
        'handlers-use-ports: backend/src/modules/alpha/queries/count-orders/count-orders.handler.ts → node_modules/typeorm/index.d.ts',
        'inner-layers-no-frameworks: backend/src/modules/alpha/domain/order.ts → node_modules/typeorm/index.d.ts',
        'inner-layers-no-infrastructure: backend/src/modules/alpha/application/place-order.ts → backend/src/modules/alpha/infrastructure/order.repository.ts',
        'modules-meet-through-public-surface: backend/src/modules/beta/reaches-in.ts → backend/src/modules/alpha/infrastructure/order.repository.ts',
        'module-tests-meet-through-public-surface: backend/src/modules/beta/beta.unit.spec.ts → backend/src/modules/alpha/infrastructure/order.repository.ts',
        'no-module-cycles: alpha ⇄ beta',
        'platform-imports-no-module: backend/src/platform/requires-module.ts → backend/src/modules/alpha/alpha.module.ts',
        'platform-imports-no-module: backend/src/platform/uses-module.ts → backend/src/modules/beta/beta.module.ts',
      ].sort(),
    );
  });
});

describe('lint (npm run lint)', () => {
  let messages: string[];

  beforeAll(() => {
    const { status, output } = run(`${SCRIPTS.lint} --format json`);
    expect(status).toBe(1);
    const files: Array<{ filePath: string; messages: Array<{ ruleId: string | null }> }> = JSON.parse(output.slice(output.indexOf('[')));
    messages = files.flatMap((f) => f.messages.map((m) => `${path.relative(fixture, f.filePath)} ${m.ruleId}`));
  });

  it.each([
    ['a domain file importing TypeORM', 'backend/src/modules/alpha/domain/order.ts no-restricted-imports'],
    ['application code importing infrastructure', 'backend/src/modules/alpha/application/place-order.ts no-restricted-imports'],
    ['a handler importing its infrastructure', 'backend/src/modules/alpha/commands/place-order/place-order.handler.ts no-restricted-imports'],
    ['a query handler importing TypeORM', 'backend/src/modules/alpha/queries/count-orders/count-orders.handler.ts no-restricted-imports'],
    ['platform importing a module', 'backend/src/platform/uses-module.ts boundaries/dependencies'],
    ['platform requiring a module', 'backend/src/platform/requires-module.ts boundaries/dependencies'],
    ['a require() call', 'backend/src/platform/requires-module.ts @typescript-eslint/no-require-imports'],
    ['a feature importing another feature', 'frontend/src/features/one/one-page.ts boundaries/dependencies'],
    ['a shared component importing a feature', 'frontend/src/components/shell.ts boundaries/dependencies'],
    ['a hook called conditionally', 'frontend/src/features/two/use-maybe.ts react-hooks/rules-of-hooks'],
    ['an admin feature importing another admin feature', 'frontend/src/features/admin-users/users-page.ts boundaries/dependencies'],
    ['shared admin code (lib/admin) importing an admin feature', 'frontend/src/lib/admin/admin-session.ts boundaries/dependencies'],
    ['a shared admin component importing an admin feature', 'frontend/src/components/admin/admin-shell.ts boundaries/dependencies'],
    ['the frontend importing backend code other than contracts', 'frontend/src/lib/reaches-backend.ts no-restricted-imports'],
    ['the frontend importing classic zod', 'frontend/src/lib/classic-zod.ts no-restricted-imports'],
    ['the back office importing classic zod', 'frontend/src/features/admin-events/still-classic.ts no-restricted-imports'],
  ])('reports %s', (_what, message) => {
    expect(messages).toContain(message);
  });

  it('leaves the allowed files alone', () => {
    const allowed = [
      'backend/src/modules/beta/allowed.ts',
      'backend/src/modules/alpha/infrastructure/order.repository.ts',
      'backend/src/modules/alpha/domain/clean.ts',
      'backend/src/modules/beta/uses-nested-module.ts',
      'backend/src/modules/alpha/queries/count-orders/count-orders.http.controller.ts',
      'backend/src/modules/alpha/commands/place-order/place-order.job.ts',
      'frontend/src/lib/uses-contract.ts',
      'frontend/src/lib/mini-zod.ts',
      'frontend/src/lib/admin/admin-request.ts',
      'frontend/src/components/admin/admin-card.ts',
      'frontend/src/features/admin-newsletter/newsletter-tab.ts',
      'frontend/src/routes/_admin/tool.ts',
    ];
    expect(messages.filter((m) => allowed.includes(m.split(' ')[0]))).toEqual([]);
  });
});

describe('type check (npm run typecheck)', () => {
  const commands = SCRIPTS.typecheck.split('&&').map((c) => c.trim());

  it('type-checks the backend, the frontend and the tests, spec files included', () => {
    expect(commands).toHaveLength(3);
  });

  it.each([
    ['backend', 'backend/src/broken.unit.spec.ts'],
    ['frontend', 'frontend/src/lib/broken.unit.spec.ts'],
    ['tests', 'tests/e2e/broken.e2e.spec.ts'],
  ])('reports a type error in a %s spec file', (project, file) => {
    const command = commands.find((c) => c.includes(`${project}/tsconfig.json`));
    expect(command).toBeDefined();
    const { status, output } = run(command!);
    expect(status).not.toBe(0);
    expect(output).toMatch(new RegExp(`${file.replace(/[.]/g, '[.]')}\\(\\d+,\\d+\\): error TS2322`));
  });
});

describe('formatting (npm run format:check)', () => {
  it('reports a file Prettier would change, and only that one', () => {
    const { status, output } = run(SCRIPTS['format:check']);
    expect(status).toBe(1);
    expect(output).toContain('frontend/src/lib/ugly.ts');
    expect(output).not.toContain('alpha.module.ts');
  });
});
