import { describe, expect, it } from '@jest/globals';
import { testInfra } from '@vi/testing';
import { startBilling } from '../src/start.js';

describe('billing in production', () => {
  it('refuses to start without Stripe keys, naming STRIPE_SECRET_KEY (no local checkout in production)', async () => {
    const infra = testInfra();
    await expect(
      startBilling({ NODE_ENV: 'production', DATABASE_URL: infra.databaseUrl, NATS_URL: infra.natsUrl, HTTP_PORT: '0', LOG_LEVEL: 'silent' }, false),
    ).rejects.toThrow(/STRIPE_SECRET_KEY is missing/);
  });
});
