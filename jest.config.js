/** One jest run, its tiers. Backend integration tests share one embedded PostgreSQL (or TEST_DATABASE_URL). */
const tsJest = (tsconfig) => ['ts-jest', { tsconfig, isolatedModules: true, diagnostics: false }];

module.exports = {
  maxWorkers: 2,
  testSequencer: '<rootDir>/tests/support/test-sequencer.js',
  testTimeout: 60000,
  projects: [
    {
      displayName: 'backend-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/backend/src'],
      testMatch: ['**/*.unit.spec.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/backend/tsconfig.json') },
    },
    {
      displayName: 'backend-int',
      testEnvironment: 'node',
      roots: ['<rootDir>/backend/src'],
      testMatch: ['**/*.int.spec.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/backend/tsconfig.json') },
      globalSetup: '<rootDir>/backend/src/platform/testing/global-setup.ts',
      globalTeardown: '<rootDir>/backend/src/platform/testing/global-teardown.ts',
    },
    {
      // Whole-app tests that cross every module (the OpenAPI contract), on the backend tier's PostgreSQL set-up.
      displayName: 'contract',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/contract'],
      testMatch: ['**/*.int.spec.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/backend/tsconfig.json') },
      globalSetup: '<rootDir>/backend/src/platform/testing/global-setup.ts',
      globalTeardown: '<rootDir>/backend/src/platform/testing/global-teardown.ts',
    },
    {
      displayName: 'frontend',
      testEnvironment: 'node',
      roots: ['<rootDir>/frontend/src'],
      testMatch: ['**/*.unit.spec.ts'],
      // Shared request contracts owned by backend modules (same alias as frontend/vite.config.ts).
      moduleNameMapper: {
        '^@contracts/([^/]+)/(.+)$': '<rootDir>/backend/src/modules/$1/contracts/$2',
        // The app runs on preact/compat (frontend/vite.config.ts, decisions/0006-preact-compat.md): test what ships.
        '^react/jsx-runtime$': 'preact/compat/jsx-runtime',
        '^react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
        '^react-dom/client$': 'preact/compat/client',
        '^react-dom/test-utils$': 'preact/test-utils',
        '^react-dom$': 'preact/compat',
        '^react$': 'preact/compat',
      },
      transform: {
        '^.+\\.tsx?$': [
          'ts-jest',
          {
            isolatedModules: true,
            diagnostics: false,
            tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, resolveJsonModule: true, target: 'ES2022' },
          },
        ],
        // preact 11 ships ES modules only: compile them to CommonJS like the app's own files.
        '/node_modules/preact/.+\\.m?js$': [
          'ts-jest',
          { isolatedModules: true, diagnostics: false, tsconfig: { allowJs: true, module: 'commonjs', esModuleInterop: true, target: 'ES2022' } },
        ],
      },
      transformIgnorePatterns: ['/node_modules/(?!preact/)'],
    },
    {
      displayName: 'gates',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/gates'],
      testMatch: ['**/*.unit.spec.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/tests/tsconfig.json') },
    },
    {
      displayName: 'compose',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/compose'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.ts$': tsJest('<rootDir>/backend/tsconfig.json') },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.e2e.spec.ts'],
      transform: {
        '^.+\\.ts$': ['ts-jest', { isolatedModules: true, diagnostics: false, tsconfig: { module: 'commonjs', esModuleInterop: true, target: 'ES2022' } }],
      },
      globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/jest-timeout.ts'],
    },
  ],
};
