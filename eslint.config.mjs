// ESLint 9 flat config for the whole repository (backend, frontend, tests).
// Layer rules are checked twice on purpose: here (file by file, in the editor) and by dependency-cruiser
// (.dependency-cruiser.cjs, the whole graph, cycles, `require`). See docs/gates.md.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages the inner layers (domain, application) of a backend module must not import. */
const INFRASTRUCTURE_PACKAGES = ['@nestjs/*', 'typeorm', 'typeorm/*', 'kafkajs', '@elastic/elasticsearch', '@elastic/elasticsearch/*', 'pg'];

const FRONTEND_NO_BACKEND = {
  group: ['**/backend/**', '**/backend'],
  message: "the frontend imports no backend code: use a module's contracts/ through the @contracts/<module>/... alias.",
};
/** Classic zod (the v3 API, or v4's chained one): the frontend's dialect is zod/v4-mini. */
const CLASSIC_ZOD = ['zod', 'zod/v3', 'zod/v4'].map((name) => ({
  name,
  message: "the frontend speaks zod/v4-mini (import * as z from 'zod/v4-mini'); read API answers with lib/api/api-contracts.gen.ts.",
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', '.data/**', 'tests/artifacts/**', 'frontend/src/routeTree.gen.ts', 'bench/**'],
  },
  {
    // A disable comment that disables nothing is an error, so every one left in the code means something.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names mark deliberately unused parameters and destructured leftovers.
      // The Kafka and Elasticsearch adapters are `require`d lazily, only when configured, so the embedded start-up
      // never loads them (platform.module.ts); any other `require` needs a reason in a disable comment.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['/kafka/kafka-message-bus$', '/elasticsearch-[a-z-]+-read-model$'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The frontend shares only backend contracts, through `@contracts/<module>/x` (rule frontend-imports-only-backend-contracts),
      // and speaks one zod dialect, zod/v4-mini (the home route's weight; its response schemas are generated into
      // lib/api/api-contracts.gen.ts by `npm run api:schemas`, docs/decisions/0009-frontend-schemas-from-backend-contracts.md).
      'no-restricted-imports': ['error', { paths: CLASSIC_ZOD, patterns: [FRONTEND_NO_BACKEND] }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/testing/**', 'tests/**'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // ── Import boundaries (the same rules as .dependency-cruiser.cjs, per file) ──
  {
    files: ['backend/src/modules/*/domain/**/*.ts', 'backend/src/modules/*/application/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: INFRASTRUCTURE_PACKAGES,
              message: 'domain and application code stays free of Nest, TypeORM, Kafka, Elasticsearch and pg: put it behind a port.',
            },
            {
              group: ['**/infrastructure/**', '**/infrastructure'],
              message: 'domain and application code does not import infrastructure: depend on a port in application/ports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Use cases (handlers, jobs and their helpers) reach storage through ports; controllers are the HTTP edge (rule handlers-use-ports).
    files: ['backend/src/modules/*/commands/**/*.ts', 'backend/src/modules/*/queries/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.controller.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typeorm', 'typeorm/*', 'pg', '**/platform/database/**', '**/platform/event-log/typeorm-transaction'],
              message: 'a handler runs no SQL and holds no entities: ask a repository or store port in application/ports.',
            },
            {
              group: ['**/infrastructure/**', '**/infrastructure', '!**/infrastructure/**/*.module'],
              message: 'a handler does not import infrastructure: depend on a port in application/ports, which the module binds to its adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/include': ['backend/src/**', 'frontend/src/**'],
      'boundaries/elements': [
        { type: 'backend-platform', pattern: 'backend/src/platform' },
        { type: 'backend-module', pattern: 'backend/src/modules/*', capture: ['module'] },
        { type: 'frontend-feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
        { type: 'frontend-shared', pattern: 'frontend/src/(components|lib|hooks|config)', capture: ['folder'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'backend-platform' } },
              disallow: { to: { element: { type: 'backend-module' } } },
              message: 'platform is shared by every module and imports none of them (invert the dependency with a port or an event).',
            },
            {
              from: { element: { type: 'frontend-feature' } },
              disallow: { to: { element: { type: 'frontend-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
              message: 'a frontend feature does not import another feature: move the shared part to components/, lib/ or hooks/.',
            },
            {
              from: { element: { type: 'frontend-shared' } },
              disallow: { to: { element: { type: 'frontend-feature' } } },
              message: 'shared frontend code (components, lib, hooks, config) imports no feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test harnesses wire the whole app together on purpose (documented in docs/gates.md).
    files: ['backend/src/platform/testing/**'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  prettier,
);
