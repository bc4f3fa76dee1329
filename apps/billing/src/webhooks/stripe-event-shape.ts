import { findUnstorableText } from '@vi/service-kit';
import { z } from 'zod';

/**
 * The fields billing reads from a Stripe event, checked after the signature and before anything is
 * written. A signature proves who sent an event, not that it holds what we expect: an event we
 * cannot use is refused with 400 (the reason logged) instead of reaching PostgreSQL and failing
 * there. Objects are loose: Stripe adds fields with every API version, and only ours are checked.
 */

/** Unix seconds that make a real date (up to the year 9999). */
const seconds = z.number().int().min(0).max(253_402_300_799);
const id = z.string().min(1).max(255);
const reference = z.union([id, z.looseObject({ id })]);
const metadata = z.record(z.string(), z.string()).nullish();

const subscription = z.looseObject({
  id,
  customer: reference,
  status: z.enum(['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused']),
  created: seconds,
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: seconds.nullish(),
  metadata,
  items: z
    .looseObject({
      data: z.array(z.looseObject({ current_period_end: seconds.nullish(), price: z.looseObject({ id }).nullish() })),
    })
    .nullish(),
});

const checkoutSession = z.looseObject({
  id: id.nullish(),
  client_reference_id: z.string().max(255).nullish(),
  customer: reference.nullish(),
  subscription: reference.nullish(),
  metadata,
});

const invoice = z.looseObject({
  id: id.nullish(),
  customer: reference.nullish(),
  amount_paid: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().min(1).max(16),
  status_transitions: z.looseObject({ paid_at: seconds.nullish() }).nullish(),
  parent: z.looseObject({ subscription_details: z.looseObject({ metadata }).nullish() }).nullish(),
});

const OBJECT_BY_TYPE: Record<string, z.ZodType> = {
  'checkout.session.completed': checkoutSession,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'invoice.paid': invoice,
  'invoice.payment_failed': z.looseObject({ id: id.nullish(), customer: reference.nullish() }),
};

const event = z.looseObject({
  id,
  type: z.string().min(1).max(255),
  created: seconds,
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** Why billing cannot use this (signed) event, or `null` when it can. Types we do not handle pass on their envelope alone. */
export function stripeEventProblem(value: unknown): string | null {
  const text = findUnstorableText(value);
  if (text === 'too-deep') return 'nested too deeply';
  if (text) return `${text.message} at ${text.path.join('.') || 'the top'}`;
  const envelope = event.safeParse(value);
  if (!envelope.success) return describe(envelope.error, '');
  const object = OBJECT_BY_TYPE[envelope.data.type];
  if (!object) return null;
  const checked = object.safeParse(envelope.data.data.object);
  return checked.success ? null : describe(checked.error, 'data.object.');
}

function describe(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0]!;
  return `${prefix}${issue.path.join('.') || '(the object)'}: ${issue.message}`;
}
