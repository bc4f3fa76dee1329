import { describe, expect, it } from '@jest/globals';
import { type BillingConfig, billingModeProblems } from './config.js';

const base: BillingConfig = {
  NODE_ENV: 'development',
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: 300,
  PUBLIC_URL: 'http://localhost:8080',
  LOCAL_PERIOD_SECONDS: 60,
  LOCAL_RENEWAL_SWEEP_MS: 1000,
};

describe('the payment configuration', () => {
  it('uses the local checkout without Stripe keys, except in production', () => {
    expect(billingModeProblems(base)).toEqual([]);
    expect(billingModeProblems({ ...base, NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY is missing/)]);
  });

  it('needs the webhook secret and the price with a Stripe key', () => {
    expect(billingModeProblems({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is missing/),
      expect.stringMatching(/^STRIPE_PRICE_ID is missing/),
    ]);
    expect(
      billingModeProblems({ ...base, NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' }),
    ).toEqual([]);
  });
});
