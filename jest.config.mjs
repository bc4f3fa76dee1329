// One Jest configuration for every project: ESM, TypeScript through SWC with
// decorator metadata (NestJS dependency injection needs it).
import { prefilterLiteralsFile } from './scripts/prefilter-literals.mjs';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

/** What every project shares. */
const base = {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    // CommonJS packages that require an ES-module dependency (Node 20 can, Jest cannot):
    // that dependency is compiled to CommonJS for the tests.
    '/node_modules/(content-disposition)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
    '^.+\\.(t|j)sx?$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  moduleNameMapper: {
    '^@vi/(contracts|service-kit|testing)$': '<rootDir>/libs/$1/src/index.ts',
    '^@vi/contracts/constants$': '<rootDir>/libs/contracts/src/constants.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  slowTestThreshold: 20,
  // The crisis detector's pre-filter literals, worked out once instead of in each suite that loads it.
  globals: { __VI_PREFILTER_LITERALS__: prefilterLiteralsFile() },
};

/**
 * Three lanes. `unit`: specs beside the code, no infrastructure (`npm run test:unit`, seconds);
 * `integration`: services against real PostgreSQL, NATS and Redis, and the deployment checks;
 * `browser`: the SPA in headless Chromium against a running stack. `npm test` runs all three.
 */
export default {
  testTimeout: 30000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs}/*/test/**/*.test.ts', '<rootDir>/scripts/test/**/*.test.ts'],
      testPathIgnorePatterns: [...base.testPathIgnorePatterns, '\\.browser\\.test\\.ts$'],
    },
    { ...base, displayName: 'browser', testMatch: ['<rootDir>/apps/web/test/**/*.browser.test.ts'] },
  ],
};
