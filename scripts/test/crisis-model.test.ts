/**
 * The crisis detector's learned layer (apps/chat/src/safety/risk/learned/model.ts) is generated from
 * the labelled training data by scripts/safety/train-risk-model.mjs. Training is deterministic, so
 * the committed weights must be exactly what the committed data trains: a changed data file without
 * a retrained model fails here. Needs the built chat app (npm test builds it).
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the learned layer of the crisis detector', () => {
  it('is what the committed training data trains', () => {
    const result = spawnSync(process.execPath, ['scripts/safety/train-risk-model.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim().split('\n').pop() }).toEqual({
      status: 0,
      output: 'apps/chat/src/safety/risk/learned/model.ts is what the data trains',
    });
  }, 120_000);
});
