/**
 * The checks `npm run lint` runs, each fed a small bad sample (it must fail and name the problem)
 * and a good one (it must pass): the react-hooks rules of the SPA's oxlint configuration, the
 * dependency-cruiser check of declared dependencies and module boundaries (tests included), and the
 * formatter.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'vi-lint-checks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes files under a fresh folder of the scratch area and returns its path. */
function sample(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function run(command: string, args: string[], cwd = ROOT): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the SPA lint (oxlint with apps/web/.oxlintrc.json, warnings denied)', () => {
  const lint = (file: string) => run(path.join(BIN, 'oxlint'), ['-c', path.join(ROOT, 'apps/web/.oxlintrc.json'), '--deny-warnings', file]);

  it('fails on a hook called conditionally', () => {
    const dir = sample('hooks-bad', {
      'Greeting.tsx': `import { useState } from 'react';
export function Greeting({ name }: { name?: string }) {
  if (!name) return null;
  const [count] = useState(0);
  return <p>{name} {count}</p>;
}
`,
    });
    const result = lint(path.join(dir, 'Greeting.tsx'));
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/rules-of-hooks/);
  });

  it('fails on an effect that leaves out a dependency', () => {
    const dir = sample('deps-bad', {
      'Title.tsx': `import { useEffect } from 'react';
export function Title({ text }: { text: string }) {
  useEffect(() => {
    document.title = text;
  }, []);
  return null;
}
`,
    });
    const result = lint(path.join(dir, 'Title.tsx'));
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/exhaustive-deps/);
  });

  it('passes hooks called on every render in the same order', () => {
    const dir = sample('hooks-good', {
      'Greeting.tsx': `import { useState } from 'react';
export function Greeting({ name }: { name?: string }) {
  const [count] = useState(0);
  if (!name) return null;
  return <p>{name} {count}</p>;
}
`,
    });
    expect(lint(path.join(dir, 'Greeting.tsx'))).toEqual({ status: 0, output: expect.any(String) });
  });
});

describe('the dependency and boundary check (dependency-cruiser with .dependency-cruiser.mjs)', () => {
  /** Runs the check as `npm run lint` does, on a sample workspace (the folders it has of apps, libs, scripts, bench). */
  const check = (root: string) =>
    run(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        ...['apps', 'libs', 'scripts', 'bench'].filter((folder) => existsSync(path.join(root, folder))),
        '--config',
        path.join(ROOT, '.dependency-cruiser.mjs'),
        '--output-type',
        'err',
      ],
      root,
    );
  const manifest = (name: string, dependencies: Record<string, string> = {}, devDependencies: Record<string, string> = {}) =>
    JSON.stringify({ name, version: '0.1.0', private: true, type: 'module', dependencies, devDependencies });
  /** An installed package: a folder under node_modules with a manifest and an entry point. */
  const installed = (name: string) => ({
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
    [`node_modules/${name}/index.js`]: 'export const x = 1;\n',
  });
  /** Two apps and a lib, each declaring what it imports: the check passes it, and each bad sample adds one fault. */
  const workspace = {
    'package.json': JSON.stringify({ name: 'sample', private: true, workspaces: ['libs/*', 'apps/*'], devDependencies: { 'tool-kit': '^1.0.0' } }),
    ...installed('left-pad'),
    ...installed('right-pad'),
    ...installed('tool-kit'),
    'apps/alpha/package.json': manifest('@vi/alpha', { 'left-pad': '^1.0.0', '@vi/kit': '0.1.0' }, { 'right-pad': '^1.0.0' }),
    'apps/alpha/src/start.ts':
      "import { x } from 'left-pad';\nimport { kit } from '@vi/kit';\nimport { helper } from './helper.js';\nexport const start = () => x + kit + helper;\n",
    'apps/alpha/src/helper.ts': 'export const helper = 2;\n',
    'apps/alpha/test/start.test.ts': "import { x } from 'right-pad';\nimport { start } from '../src/start.js';\nexport const y = start() + x;\n",
    'apps/beta/package.json': manifest('@vi/beta'),
    'apps/beta/src/main.ts': "import { readFileSync } from 'node:fs';\nexport const main = readFileSync;\n",
    'libs/kit/package.json': manifest('@vi/kit'),
    'libs/kit/src/index.ts': 'export const kit = 3;\n',
    'scripts/tool.mjs': "import { x } from 'tool-kit';\nimport { kit } from '@vi/kit';\nexport const y = x + kit;\n",
  };
  /** A sample workspace with node_modules/@vi/<name> linking each workspace, as npm install makes it. */
  const sampleWorkspace = (name: string, files: Record<string, string>) => {
    const root = sample(name, { ...workspace, ...files });
    mkdirSync(path.join(root, 'node_modules/@vi'), { recursive: true });
    for (const project of ['apps/alpha', 'apps/beta', 'libs/kit'])
      symlinkSync(path.join(root, project), path.join(root, 'node_modules/@vi', path.basename(project)), 'dir');
    return root;
  };

  it('passes declared packages, a declared lib by its name and imports within a project', () => {
    const result = check(sampleWorkspace('deps-good', {}));
    expect(result).toEqual({ status: 0, output: expect.stringContaining('no dependency violations found') });
  });

  it.each([
    {
      fault: 'an import of an installed package the app does not declare',
      files: { 'apps/beta/src/main.ts': "import { x } from 'left-pad';\nexport const main = x;\n" },
      expected: 'error not-declared: apps/beta/src/main.ts → node_modules/left-pad/index.js',
    },
    {
      fault: 'an import of a package that is neither declared nor installed',
      files: { 'apps/beta/src/main.ts': "import { x } from 'nowhere-pad';\nexport const main = x;\n" },
      expected: 'error not-to-unresolvable: apps/beta/src/main.ts → nowhere-pad',
    },
    {
      fault: 'a lib the app does not declare',
      files: { 'apps/beta/src/main.ts': "import { kit } from '@vi/kit';\nexport const main = kit;\n" },
      expected: 'error not-declared: apps/beta/src/main.ts → node_modules/@vi/kit/src/index.ts',
    },
    {
      fault: 'production code importing a package declared only in devDependencies',
      files: { 'apps/alpha/src/helper.ts': "import { x } from 'right-pad';\nexport const helper = x;\n" },
      expected: 'error runtime-dependency-in-dev: apps/alpha/src/helper.ts → node_modules/right-pad/index.js',
    },
    {
      fault: 'a script importing a package the root does not declare',
      files: { 'scripts/tool.mjs': "import { x } from 'left-pad';\nexport const y = x;\n" },
      expected: 'error not-declared-in-root: scripts/tool.mjs → node_modules/left-pad/index.js',
    },
    {
      fault: "an app's test importing another app's source by a path",
      files: { 'apps/beta/test/stack.ts': "import { start } from '../../alpha/src/start.js';\nexport const s = start;\n" },
      expected: 'error app-imports-app: apps/beta/test/stack.ts → apps/alpha/src/start.ts',
    },
    {
      fault: 'an app importing another app by its package name',
      files: { 'apps/beta/src/main.ts': "import { start } from '@vi/alpha';\nexport const main = start;\n" },
      expected: 'error app-imports-app: apps/beta/src/main.ts → @vi/alpha',
    },
    {
      fault: 'a lib importing an app',
      files: { 'libs/kit/src/index.ts': "import { helper } from '../../../apps/alpha/src/helper.js';\nexport const kit = helper;\n" },
      expected: 'error lib-imports-app: libs/kit/src/index.ts → apps/alpha/src/helper.ts',
    },
    {
      fault: 'an app reaching a lib by a path',
      files: { 'apps/beta/src/main.ts': "import { kit } from '../../../libs/kit/src/index.js';\nexport const main = kit;\n" },
      expected: 'error lib-by-path: apps/beta/src/main.ts → libs/kit/src/index.ts',
    },
    {
      fault: 'a lib reaching into scripts/ by a path',
      files: { 'libs/kit/src/index.ts': "import { y } from '../../../scripts/tool.mjs';\nexport const kit = y;\n" },
      expected: 'error outside-by-path: libs/kit/src/index.ts → scripts/tool.mjs',
    },
    {
      fault: 'libs/contracts importing something other than zod',
      files: {
        'libs/contracts/package.json': manifest('@vi/contracts', { 'left-pad': '^1.0.0' }),
        'libs/contracts/src/index.ts': "import { x } from 'left-pad';\nexport const c = x;\n",
      },
      expected: 'error contracts-framework-free: libs/contracts/src/index.ts → node_modules/left-pad/index.js',
    },
    {
      fault: "the SPA's production code importing a node: built-in",
      files: {
        'apps/web/package.json': manifest('@vi/web'),
        'apps/web/src/main.tsx': "import { readFileSync } from 'node:fs';\nexport const App = () => <p>{String(readFileSync)}</p>;\n",
      },
      expected: 'error web-no-node-built-ins: apps/web/src/main.tsx → fs',
    },
    {
      fault: "the SPA's production code importing server code",
      files: {
        ...installed('@nestjs/common'),
        'apps/web/package.json': manifest('@vi/web', { '@nestjs/common': '^1.0.0' }),
        'apps/web/src/main.tsx': "import { x } from '@nestjs/common';\nexport const App = () => <p>{x}</p>;\n",
      },
      expected: 'error web-front-end-safe: apps/web/src/main.tsx → node_modules/@nestjs/common/index.js',
    },
  ])('fails on $fault', ({ fault, files, expected }) => {
    const result = check(sampleWorkspace(`deps-bad-${fault.replace(/\W+/g, '-')}`, files));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(expected);
  });
});

describe('the formatter (prettier --check with the repository configuration)', () => {
  const checkFormat = (file: string) => run(path.join(BIN, 'prettier'), ['--config', path.join(ROOT, '.prettierrc.json'), '--check', file]);

  it('fails on unformatted code', () => {
    const dir = sample('format-bad', { 'messy.ts': 'export const  answer = {a:1,"b" :2}\n' });
    const result = checkFormat(path.join(dir, 'messy.ts'));
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/Code style issues found/);
  });

  it('passes formatted code', () => {
    const dir = sample('format-good', { 'tidy.ts': 'export const answer = { a: 1, b: 2 };\n' });
    expect(checkFormat(path.join(dir, 'tidy.ts')).status).toBe(0);
  });
});
