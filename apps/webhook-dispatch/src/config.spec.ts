import { describe, expect, it } from '@jest/globals';
import { ConfigError, parseConfig } from '@vi/service-kit';
import { DEFAULT_RETRY_SCHEDULE_MS, webhookDispatchConfigShape } from './config.js';

describe('webhook-dispatch configuration', () => {
  it('has safe defaults', () => {
    const config = parseConfig(webhookDispatchConfigShape, {});
    expect(config.WEBHOOK_RETRY_SCHEDULE_MS).toEqual(DEFAULT_RETRY_SCHEDULE_MS);
    expect(config.WEBHOOK_TIMEOUT_MS).toBe(10_000);
    expect(config.WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe('none');
    expect(config.WEBHOOK_CONCURRENCY).toBe(32);
  });

  it('reads a compressed schedule and names a bad one', () => {
    expect(parseConfig(webhookDispatchConfigShape, { WEBHOOK_RETRY_SCHEDULE_MS: '50, 100,200' }).WEBHOOK_RETRY_SCHEDULE_MS).toEqual([50, 100, 200]);
    expect(() => parseConfig(webhookDispatchConfigShape, { WEBHOOK_RETRY_SCHEDULE_MS: '5s,10s' })).toThrow(ConfigError);
    expect(() => parseConfig(webhookDispatchConfigShape, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS is invalid/);
  });
});
