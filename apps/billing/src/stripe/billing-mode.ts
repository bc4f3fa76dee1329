import { randomBytes } from 'node:crypto';
import type { CheckoutKind } from '@vi/contracts';
import Stripe from 'stripe';
import type { BillingConfig } from '../config.js';
import { LOCAL_PRICE_ID } from '../plan.js';

/**
 * How this process sells the plan. `stripe`: a Stripe client (its host, port and protocol may point
 * at a Stripe-shaped server) and the endpoint's signing secret. `local`: no Stripe account; our own
 * checkout writes Stripe-shaped events signed with a secret of this process and feeds them to the
 * same webhook code.
 */
export class BillingMode {
  readonly kind: CheckoutKind;
  readonly stripe?: Stripe;
  readonly webhookSecret: string;
  readonly priceId: string;
  readonly toleranceSeconds: number;

  constructor(config: BillingConfig) {
    this.toleranceSeconds = config.STRIPE_WEBHOOK_TOLERANCE_SECONDS;
    if (config.STRIPE_SECRET_KEY) {
      this.kind = 'stripe';
      this.stripe = new Stripe(config.STRIPE_SECRET_KEY, {
        ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
        ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
        ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
        maxNetworkRetries: 2,
        timeout: 10_000,
        appInfo: { name: 'vi-billing' },
      });
      this.webhookSecret = config.STRIPE_WEBHOOK_SECRET!;
      this.priceId = config.STRIPE_PRICE_ID!;
    } else {
      this.kind = 'local';
      // Only this process signs and checks local events; nobody outside can forge one.
      this.webhookSecret = `whsec_local_${randomBytes(24).toString('hex')}`;
      this.priceId = config.STRIPE_PRICE_ID ?? LOCAL_PRICE_ID;
    }
  }

  get local(): boolean {
    return this.kind === 'local';
  }

  /** Verifies a delivery's signature and timestamp and parses it (throws Stripe's SignatureVerificationError). */
  constructEvent(payload: string, signature: string, now = Date.now()): Stripe.Event {
    const event = Stripe.webhooks.constructEvent(payload, signature, this.webhookSecret, this.toleranceSeconds, undefined, now);
    // Stripe's check bounds only the age; a timestamp from the future is as suspect as a stale one.
    const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
    if (!(signedAt <= Math.floor(now / 1000) + this.toleranceSeconds)) throw new Error('Timestamp outside the tolerance zone');
    return event;
  }

  /** Signs a payload the way Stripe signs its deliveries (used by the local checkout). */
  sign(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
  }
}
