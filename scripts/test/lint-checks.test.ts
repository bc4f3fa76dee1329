/**
 * The checks `npm run lint` runs, each fed a small bad sample (it must fail and name the problem)
 * and a good one (it must pass): the react-hooks rules of the SPA's oxlint configuration, the
 * module-boundary check (tests included) and the formatter.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

describe('the module-boundary check', () => {
  const check = (root: string) => run(process.execPath, [path.join(ROOT, 'scripts/check-boundaries.mjs'), root]);
  const twoApps = {
    'apps/alpha/src/start.ts': 'export const start = () => 1;\n',
    'apps/beta/src/main.ts': "import { helper } from './helper.js';\nexport const main = helper;\n",
    'apps/beta/src/helper.ts': 'export const helper = 2;\n',
  };

  it("fails on an app's test importing another app's source", () => {
    const root = sample('boundary-test-import', {
      ...twoApps,
      'apps/beta/test/stack.ts': "import { start } from '../../alpha/src/start.js';\nexport const s = start;\n",
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain("apps/beta/test/stack.ts imports '../../alpha/src/start.js': an app never imports another app");
  });

  it('fails on a test importing another app by its package name', () => {
    const root = sample('boundary-test-package', { ...twoApps, 'apps/beta/test/x.test.ts': "import { start } from '@vi/gateway';\nexport const s = start;\n" });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain("apps/beta/test/x.test.ts imports '@vi/gateway': an app never imports another app");
  });

  it('fails on a lib reaching into scripts/ by a path', () => {
    const root = sample('boundary-lib-scripts', {
      ...twoApps,
      'libs/kit/src/index.ts': "import { x } from '../../../scripts/lib/x.mjs';\nexport const y = x;\n",
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain("libs/kit/src/index.ts imports '../../../scripts/lib/x.mjs': a project imports nothing outside its own folder by a path");
  });

  it('passes imports within a project', () => {
    const result = check(sample('boundary-good', twoApps));
    expect(result).toEqual({ status: 0, output: 'module boundaries: ok\n' });
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
