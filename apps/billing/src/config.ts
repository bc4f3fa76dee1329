import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/**
 * Billing's environment. With `STRIPE_SECRET_KEY` the plan is sold through Stripe (then the webhook
 * secret and the price id are required too); without it a local checkout of our own stands in,
 * which production refuses (see `billingModeProblems`).
 */
export const billingConfigShape = {
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8104),
  /** Sensitive. Stripe's secret API key (`sk_live_…` / `sk_test_…`). Empty: local checkout. */
  STRIPE_SECRET_KEY: optional,
  /** Sensitive. The signing secret of the webhook endpoint (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: optional,
  /** The Stripe price of "Vi Monthly" ($3.99 a month). */
  STRIPE_PRICE_ID: optional,
  /** Where the Stripe client sends API requests (tests and self-hosted mocks); Stripe's own by default. */
  STRIPE_API_HOST: optional,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** How old a webhook's signed timestamp may be. */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** The site's address: checkout's success and cancel URLs and the portal's return URL start with it. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** Local checkout only: how long a paid period lasts (a short one lets tests see a period end). */
  LOCAL_PERIOD_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 24 * 3600),
  /** Local checkout only: how often ended periods are closed (renewed, or canceled at period end). */
  LOCAL_RENEWAL_SWEEP_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
};

export interface BillingConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_ID?: string;
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: number;
  STRIPE_API_PROTOCOL?: 'http' | 'https';
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: number;
  PUBLIC_URL: string;
  LOCAL_PERIOD_SECONDS: number;
  LOCAL_RENEWAL_SWEEP_MS: number;
}

/** What is wrong with the payment configuration as a whole, one line per variable (empty: fine). */
export function billingModeProblems(config: BillingConfig): string[] {
  if (config.STRIPE_SECRET_KEY) {
    const problems: string[] = [];
    if (!config.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET is missing: required with STRIPE_SECRET_KEY (the webhook signing secret, whsec_…)');
    if (!config.STRIPE_PRICE_ID) problems.push('STRIPE_PRICE_ID is missing: required with STRIPE_SECRET_KEY (the price of Vi Monthly, price_…)');
    return problems;
  }
  if (config.NODE_ENV === 'production') {
    return ['STRIPE_SECRET_KEY is missing: production takes payments through Stripe only (the local checkout is for development and tests)'];
  }
  return [];
}
