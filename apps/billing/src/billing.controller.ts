import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  billingMemberRequestSchema,
  type BillingPlan,
  createCheckoutRequestSchema,
  type LocalCheckout,
  type LocalCheckoutOutcome,
  localCheckoutRequestSchema,
  type MemberSubscription,
  type RedirectUrl,
  RPC,
  webhookRequestSchema,
  type WebhookResult,
} from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import { CheckoutService } from './checkout/checkout.service.js';
import { LocalCheckoutService } from './local-checkout/local-checkout.service.js';
import { planOf } from './plan.js';
import { BillingMode } from './stripe/billing-mode.js';
import { memberSubscriptionOf, SubscriptionsRepository } from './subscriptions/subscriptions.repository.js';
import { WebhookProcessor } from './webhooks/webhook-processor.js';

/** Billing's requests: validate, hand to a service, nothing else. */
@Controller()
export class BillingController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mode: BillingMode,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly checkout: CheckoutService,
    private readonly local: LocalCheckoutService,
    private readonly webhooks: WebhookProcessor,
  ) {}

  @MessagePattern(RPC.billing.plan)
  plan(): BillingPlan {
    return planOf(this.mode.priceId, this.mode.kind);
  }

  @MessagePattern(RPC.billing.subscription)
  async subscription(@Payload() data: unknown): Promise<MemberSubscription> {
    const { userId } = parseOrThrow(billingMemberRequestSchema, data);
    return memberSubscriptionOf(await this.subscriptions.forMember(this.dataSource.manager, userId));
  }

  @MessagePattern(RPC.billing.createCheckout)
  createCheckout(@Payload() data: unknown): Promise<RedirectUrl> {
    const { userId, email, priceId } = parseOrThrow(createCheckoutRequestSchema, data);
    return this.checkout.createCheckout(userId, email, priceId);
  }

  @MessagePattern(RPC.billing.createPortal)
  createPortal(@Payload() data: unknown): Promise<RedirectUrl> {
    return this.checkout.createPortal(parseOrThrow(billingMemberRequestSchema, data).userId);
  }

  @MessagePattern(RPC.billing.handleWebhook)
  handleWebhook(@Payload() data: unknown): Promise<WebhookResult> {
    const { payload, signature } = parseOrThrow(webhookRequestSchema, data);
    return this.webhooks.handle(payload, signature);
  }

  @MessagePattern(RPC.billing.getLocalCheckout)
  getLocalCheckout(@Payload() data: unknown): Promise<LocalCheckout> {
    const { userId, id } = parseOrThrow(localCheckoutRequestSchema, data);
    return this.local.get(userId, id);
  }

  @MessagePattern(RPC.billing.completeLocalCheckout)
  completeLocalCheckout(@Payload() data: unknown): Promise<LocalCheckoutOutcome> {
    const { userId, id } = parseOrThrow(localCheckoutRequestSchema, data);
    return this.local.complete(userId, id);
  }

  @MessagePattern(RPC.billing.cancelLocalCheckout)
  cancelLocalCheckout(@Payload() data: unknown): Promise<LocalCheckoutOutcome> {
    const { userId, id } = parseOrThrow(localCheckoutRequestSchema, data);
    return this.local.cancel(userId, id);
  }

  @MessagePattern(RPC.billing.localPortalCancel)
  localPortalCancel(@Payload() data: unknown): Promise<MemberSubscription> {
    return this.local.setCancelAtPeriodEnd(parseOrThrow(billingMemberRequestSchema, data).userId, true);
  }

  @MessagePattern(RPC.billing.localPortalResume)
  localPortalResume(@Payload() data: unknown): Promise<MemberSubscription> {
    return this.local.setCancelAtPeriodEnd(parseOrThrow(billingMemberRequestSchema, data).userId, false);
  }
}
