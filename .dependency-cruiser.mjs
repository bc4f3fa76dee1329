// Module boundaries and declared dependencies, checked by dependency-cruiser: `npm run lint` runs
// `depcruise apps libs scripts bench` with this file (scripts/test/lint-checks.test.ts feeds it bad
// and good samples). Paths are relative to the folder cruised.
//
// In apps/*/{src,test} and libs/*/{src,test}:
// - an app never imports another app, by a path or by its package name; a lib never imports an app;
// - a project imports nothing outside its own folder by a path: other projects go by package name,
//   scripts/ and bench/ are not importable;
// - libs/contracts is framework-free (zod only); the SPA's production code imports only front-end-safe
//   code (no server frameworks or drivers, no node: built-ins, no service-kit or testing).
// Everywhere cruised:
// - every package a file imports is declared in the package.json closest to it (each app and lib its
//   own; the root's for scripts/ and bench/, which may use the root's workspaces undeclared), and
//   what production code imports at run time is in `dependencies` (the image installs with
//   --omit=dev); nothing is unresolvable.
//
// Workspace packages resolve through their node_modules/@vi link (preserveSymlinks), so `@vi/contracts`
// is a package to declare like any other; scripts/lib/dependency-cruiser-resolve.mjs points the built
// libraries at their sources, so the check needs no build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CRUISED = process.cwd();

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const appsDir = path.join(CRUISED, 'apps');
const APPS = (fs.existsSync(appsDir) ? fs.readdirSync(appsDir) : [])
  .filter((folder) => fs.existsSync(path.join(appsDir, folder, 'package.json')))
  .map((folder) => JSON.parse(fs.readFileSync(path.join(appsDir, folder, 'package.json'), 'utf8')).name);
/** An app imported by its package name: through node_modules, or unresolved (apps have no entry point). */
const APP_BY_NAME = APPS.length > 0 ? [`^(node_modules/)?(${APPS.map(escape).join('|')})(/|$)`] : [];

/** Production and test code of a project: what the boundary rules look at ($1 apps|libs, $2 the project). */
const PROJECT_CODE = '^(apps|libs)/([^/]+)/(src|test)/';
/** Test code: test folders, specs and integration tests, and the helpers specs share (`*.spec-support.ts`, left out of the build). */
const TEST_CODE = ['^(apps|libs)/[^/]+/test/', '\\.(spec|test)\\.[cm]?[jt]sx?$', '\\.spec-support\\.tsx?$'];
/** Files that build or operate a project rather than run in it. */
const TOOLING = ['^apps/[^/]+/scripts/', '^apps/web/vite\\.config\\.ts$', '\\.dev\\.mjs$'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'app-imports-app',
      comment: 'An app never imports another app: shared code belongs in a lib.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: ['^apps/', ...APP_BY_NAME], pathNot: ['^apps/$1/', '^(node_modules/)?@vi/$1(/|$)'] },
    },
    {
      name: 'lib-imports-app',
      comment: 'A lib never imports an app.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: ['^apps/', ...APP_BY_NAME] },
    },
    {
      name: 'lib-by-path',
      comment: 'Reach other projects through their package name, not a path.',
      severity: 'error',
      from: { path: PROJECT_CODE },
      to: { dependencyTypes: ['local'], path: '^libs/', pathNot: '^$1/$2/' },
    },
    {
      name: 'outside-by-path',
      comment: 'A project imports nothing outside its own folder by a path (scripts/ and bench/ are not importable).',
      severity: 'error',
      from: { path: PROJECT_CODE },
      to: { dependencyTypes: ['local'], pathNot: '^(apps|libs)/' },
    },
    {
      name: 'contracts-framework-free',
      comment: 'libs/contracts is framework-free: zod only.',
      severity: 'error',
      from: { path: '^libs/contracts/src/', pathNot: TEST_CODE },
      to: { pathNot: ['^libs/contracts/', '^node_modules/zod/'] },
    },
    {
      name: 'web-front-end-safe',
      comment: "The SPA's production code imports only front-end-safe code.",
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: TEST_CODE },
      to: {
        path: [
          '^(node_modules/)?(@nestjs|@redis|@nats-io|@node-rs|@fastify)/',
          '^(node_modules/)?(stripe|typeorm|pg|redis|pino|fastify|passport[^/]*)(/|$)',
          '^(node_modules/)?@vi/(service-kit|testing)(/|$)',
          '^libs/(service-kit|testing)/',
        ],
      },
    },
    {
      name: 'web-no-node-built-ins',
      comment: "The SPA's production code runs in a browser: no node: built-ins.",
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: TEST_CODE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'not-declared',
      comment: 'Declare the package in the package.json of the app or lib that imports it.',
      severity: 'error',
      from: { path: '^(apps|libs)/([^/]+)/' },
      // a package may import itself by its name
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'], pathNot: '^node_modules/@vi/$2/' },
    },
    {
      name: 'not-declared-in-root',
      comment: "Declare the package in the root package.json (scripts/ and bench/ are the root's).",
      severity: 'error',
      from: { pathNot: '^(apps|libs)/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'], pathNot: '^node_modules/@vi/' },
    },
    {
      name: 'runtime-dependency-in-dev',
      comment: 'Production code imports this at run time: declare it in `dependencies`, not `devDependencies` (the image installs with --omit=dev).',
      severity: 'error',
      from: { path: '^(apps|libs)/', pathNot: [...TEST_CODE, ...TOOLING] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'The import resolves to nothing: a missing file, or a package that is not installed (so not declared either).',
      severity: 'error',
      from: {},
      // build output (bench/ and dev scripts load dist/ by a path) resolves only after a build
      to: { couldNotResolve: true, pathNot: '(^|/)dist/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(apps|libs)/[^/]+/dist/', '^bench/results/'] },
    preserveSymlinks: true,
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    webpackConfig: { fileName: path.join(HERE, 'scripts/lib/dependency-cruiser-resolve.mjs') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts', '.d.mts', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
