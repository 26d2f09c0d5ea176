/**
 * Architecture rules of ../shared/design.md, checked on the whole import graph (static imports, `import type`,
 * `require`, dynamic `import()`) by `npm run depcruise`. ESLint checks the same layer rules file by file in the editor
 * (eslint.config.mjs); this file is the authority. Cycles between whole modules are found by scripts/check-dependencies.mjs,
 * which runs this configuration. Why each rule exists, and the few test exemptions: docs/gates.md.
 */

const path = require('node:path');

/** Backend module paths; `(name)` captures the module's folder name. */
const MODULE = '^backend/src/modules/([^/]+)/';
/** What one module may use of another: its commands, queries, ports, contracts and its Nest module files (any `*.module.ts` in it). */
const PUBLIC_SURFACE = [
  '^backend/src/modules/[^/]+/commands/.+[.]command[.]ts$',
  '^backend/src/modules/[^/]+/queries/.+[.]query[.]ts$',
  '^backend/src/modules/[^/]+/application/ports/',
  '^backend/src/modules/[^/]+/contracts/',
  '^backend/src/modules/[^/]+/.*[.]module[.]ts$',
];
/** Packages that belong to infrastructure, never to a module's domain or application layer. */
const INFRASTRUCTURE_PACKAGES = '(^|/)node_modules/(@nestjs/|typeorm/|kafkajs/|@elastic/elasticsearch/|pg/)';
const SPEC = '[.]spec[.]ts$';
/** Specs and test helpers. */
const TEST_CODE = '[.]spec[.]ts$|/testing/';
/** HTTP controllers: the edge of a use case, which may use an HTTP-side adapter (a session store, an upload store). */
const CONTROLLER = '[.]controller[.]ts$';
/** What a handler never touches: adapters, the database driver and ORM, and the TypeORM side of the platform's transaction and database code. */
const PERSISTENCE = [
  '(^|/)infrastructure/',
  '(^|/)node_modules/(typeorm|pg)/',
  '^backend/src/platform/event-log/typeorm-transaction[.]ts$',
  '^backend/src/platform/database/',
];

module.exports = {
  forbidden: [
    {
      name: 'inner-layers-no-frameworks',
      comment: 'domain/ and application/ import no Nest, TypeORM, Kafka, Elasticsearch or pg: they are used through ports (design.md, rules of thumb).',
      severity: 'error',
      from: { path: `${MODULE}(domain|application)/`, pathNot: SPEC },
      to: { path: INFRASTRUCTURE_PACKAGES },
    },
    {
      name: 'inner-layers-no-infrastructure',
      comment: 'domain/ and application/ depend on ports, never on infrastructure/ code (of any module or of platform adapters).',
      severity: 'error',
      from: { path: `${MODULE}(domain|application)/`, pathNot: SPEC },
      to: { path: '(^|/)infrastructure/' },
    },
    {
      name: 'domain-no-use-cases',
      comment: 'domain/ is the innermost layer: it imports no application/, commands/, queries/ or infrastructure/ code.',
      severity: 'error',
      from: { path: `${MODULE}domain/`, pathNot: SPEC },
      to: { path: '^backend/src/modules/[^/]+/(application|commands|queries|infrastructure)/' },
    },
    {
      name: 'handlers-use-ports',
      comment:
        'A use case (everything under commands/ and queries/: handlers, jobs and their helpers; controllers excepted) reaches storage and outside services through ports in application/ports: it imports no infrastructure/ code, no TypeORM or pg, and no platform database or TypeORM-transaction code.',
      severity: 'error',
      from: { path: `${MODULE}(commands|queries)/`, pathNot: [SPEC, CONTROLLER, '/testing/'] },
      to: { path: PERSISTENCE, pathNot: '[.]module[.]ts$' },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'platform/ is shared by every module and imports none of them; invert the dependency with a port, a provider token or an event.',
      severity: 'error',
      // Exemption: platform/testing/ is the test harness that boots the whole app (docs/gates.md).
      from: { path: '^backend/src/platform/', pathNot: '^backend/src/platform/testing/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'modules-meet-through-public-surface',
      comment:
        'A module reaches another only through its commands (commands/**/*.command.ts), queries (queries/**/*.query.ts), ports (application/ports/), contracts/ and its Nest module files (**/*.module.ts).',
      severity: 'error',
      from: { path: MODULE, pathNot: TEST_CODE },
      to: { path: '^backend/src/modules/', pathNot: ['^backend/src/modules/$1/', ...PUBLIC_SURFACE] },
    },
    {
      name: 'module-tests-meet-through-public-surface',
      comment: "Test code of a module uses another module through the same public surface, plus that module's testing/ folder (its fakes and harness).",
      severity: 'error',
      // Exemption: a module's testing/ folder is public to tests only (docs/gates.md).
      from: { path: '^backend/src/modules/([^/]+)/.*(testing/|[.]spec[.]ts$)' },
      to: { path: '^backend/src/modules/', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/testing/', ...PUBLIC_SURFACE] },
    },
    {
      name: 'frontend-features-stay-apart',
      comment: 'A frontend feature does not import another feature: move what both need to components/, lib/ or hooks/, or compose them in routes/.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'frontend-shared-imports-no-feature',
      comment: 'components/, lib/, hooks/ and config/ are shared by every feature and import none of them.',
      severity: 'error',
      from: { path: '^frontend/src/(components|lib|hooks|config)/' },
      to: { path: '^frontend/src/features/' },
    },
    {
      name: 'frontend-imports-only-backend-contracts',
      comment:
        "The frontend shares only a backend module's contracts/ (request schemas, through the @contracts/<module>/* alias); the rest of the backend is private to it.",
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^backend/', pathNot: '^backend/src/modules/[^/]+/contracts/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (a typo in a path would otherwise hide a dependency from these rules).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/|^frontend/src/routeTree[.]gen[.]ts$' },
    // Type-only imports are dependencies too: a domain file must not lean on TypeORM's types either.
    tsPreCompilationDeps: true,
    // Resolves the frontend's `@contracts/<module>/*` paths (vite.config.ts and jest.config.js map them the same way);
    // the backend and tests import relatively, so one tsconfig serves the whole graph. An absolute name, because
    // TypeScript finds no input files from a relative one (the gates test runs this in a copy: hence the cwd).
    tsConfig: { fileName: path.join(process.cwd(), 'frontend/tsconfig.json') },
    detectJSDocImports: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
