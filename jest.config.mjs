// One Jest configuration for every project: ESM, TypeScript through SWC with
// decorator metadata (NestJS dependency injection needs it).
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

export default {
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
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts', '<rootDir>/{apps,libs}/*/test/**/*.test.ts', '<rootDir>/scripts/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
  slowTestThreshold: 20,
};
