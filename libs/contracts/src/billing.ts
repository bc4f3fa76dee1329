import { z } from 'zod';
import { PREMIUM_STATUSES } from './limits.js';

/** The features of the one paid plan, as the spec lists them. */
export const PLAN_FEATURES = [
  'Unlimited voice conversations',
  'Unlimited text conversations',
  'Multilingual text',
  'Priority support',
  'Conversation history',
] as const;

/** How checkout runs: Stripe's hosted page, or our own local checkout when no Stripe keys are configured. */
export const checkoutKindSchema = z.enum(['stripe', 'local']);
export type CheckoutKind = z.infer<typeof checkoutKindSchema>;

export const billingPlanSchema = z.object({
  priceId: z.string(),
  name: z.string(),
  description: z.string(),
  mode: z.literal('subscription'),
  amountCents: z.number().int(),
  currency: z.string(),
  interval: z.literal('month'),
  features: z.array(z.string()),
  checkout: checkoutKindSchema,
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** A member's subscription as the dashboard shows it. */
export const memberSubscriptionSchema = z.object({
  active: z.boolean(),
  status: z.string().nullable(),
  planName: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.iso.datetime().nullable(),
});
export type MemberSubscription = z.infer<typeof memberSubscriptionSchema>;

export const isPremiumStatus = (status: string | null | undefined): boolean => (PREMIUM_STATUSES as readonly string[]).includes(status ?? '');

const memberSchema = z.object({ userId: z.uuid() });

/** Body of `POST /billing/checkout`. */
export const checkoutBodySchema = z.object({
  priceId: z.string().min(1).max(200),
  mode: z.literal('subscription'),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
export const createCheckoutRequestSchema = checkoutBodySchema.extend({ userId: z.uuid(), email: z.string().max(254) });
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

export const billingMemberRequestSchema = memberSchema;

export const webhookRequestSchema = z.object({
  payload: z.string().max(1024 * 1024),
  signature: z.string().min(1).max(4096),
});
export const webhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookResult = z.infer<typeof webhookResultSchema>;

/** What the gateway answers a platform that posted to it (Stripe's webhook, the voice platform's server messages). */
export const deliveryReceivedSchema = z.object({ received: z.literal(true) });
export type DeliveryReceived = z.infer<typeof deliveryReceivedSchema>;

export const localCheckoutRequestSchema = memberSchema.extend({ id: z.string().max(100) });
export const localCheckoutSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'completed', 'canceled']),
  plan: billingPlanSchema,
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;
export const localCheckoutOutcomeSchema = z.object({ redirectUrl: z.string() });
export type LocalCheckoutOutcome = z.infer<typeof localCheckoutOutcomeSchema>;

/** Where the local checkout and portal send the member. */
export const LOCAL_CHECKOUT_PATH = '/checkout/local';
export const LOCAL_PORTAL_PATH = '/billing/local-portal';
export const CHECKOUT_SUCCESS_PATH = '/success';
export const CHECKOUT_CANCEL_PATH = '/dashboard';
