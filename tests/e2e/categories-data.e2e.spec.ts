/** Categories are data: one created or renamed through the back office's commands shows on the site at once. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { apiJson, appReady, launch, newContext } from './support/browser';
import { e2eServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Cat {
  slug: string;
  name: string;
}

/** Runs a back-office command through the CLI against the e2e app's database. */
function cli(...args: string[]): void {
  const server = e2eServer();
  execFileSync(process.execPath, [path.join(server.repoRoot, 'backend/dist/src/cli.js'), ...args], {
    cwd: server.repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir, EMBEDDED_POSTGRES_PORT: String(server.pgPort), LOG_LEVEL: 'error' },
    stdio: 'pipe',
  });
}

/** The relay publishes the change to the read model shortly after the command. */
async function waitForCategory(slug: string, name: string): Promise<void> {
  const has = () =>
    apiJson<Cat[]>('/api/categories').then(
      (list) => list.some((c) => c.slug === slug && c.name === name),
      () => false,
    );
  for (let i = 0; i < 60 && !(await has()); i++) await new Promise((r) => setTimeout(r, 250));
  expect(await has()).toBe(true);
}

describe('categories from the API', () => {
  it('accepts a category created in the back office and shows its new name after a rename', async () => {
    cli(
      'create-category',
      JSON.stringify({ slug: 'storytelling', name: 'Storytelling', icon: 'fas fa-book', color: 'from-primary to-secondary', description: 'Tales told aloud.' }),
    );
    await waitForCategory('storytelling', 'Storytelling');

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/category/storytelling');
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Storytelling Festivals', exact: true }).waitFor();
    await page.goto('/storytelling');
    await page.getByRole('heading', { level: 1, name: 'Storytelling Festivals', exact: true }).waitFor();

    cli('update-category', 'storytelling', JSON.stringify({ name: 'Spoken Word' }));
    await waitForCategory('storytelling', 'Spoken Word');
    await page.goto('/category/storytelling');
    await page.getByRole('heading', { level: 1, name: 'Spoken Word Festivals', exact: true }).waitFor();
    await page.getByTestId('nav-categories').click();
    await page.getByRole('menuitem', { name: /^Spoken Word/ }).waitFor();
    await context.close();
  });
});
