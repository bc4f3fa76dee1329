import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type BillingPlan,
  type LocalCheckout,
  type LocalCheckoutOutcome,
  type MemberSubscription,
  type RedirectUrl,
  RPC,
  type WebhookResult,
} from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
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

  @HandleRpc(RPC.billing.plan)
  plan(): BillingPlan {
    return planOf(this.mode.priceId, this.mode.kind);
  }

  @HandleRpc(RPC.billing.subscription)
  async subscription(@Payload() data: unknown): Promise<MemberSubscription> {
    const { userId } = parseRequest(RPC.billing.subscription, data);
    return memberSubscriptionOf(await this.subscriptions.forMember(this.dataSource.manager, userId));
  }

  @HandleRpc(RPC.billing.createCheckout)
  createCheckout(@Payload() data: unknown): Promise<RedirectUrl> {
    const { userId, email, priceId } = parseRequest(RPC.billing.createCheckout, data);
    return this.checkout.createCheckout(userId, email, priceId);
  }

  @HandleRpc(RPC.billing.createPortal)
  createPortal(@Payload() data: unknown): Promise<RedirectUrl> {
    return this.checkout.createPortal(parseRequest(RPC.billing.createPortal, data).userId);
  }

  @HandleRpc(RPC.billing.handleWebhook)
  handleWebhook(@Payload() data: unknown): Promise<WebhookResult> {
    const { payload, signature } = parseRequest(RPC.billing.handleWebhook, data);
    return this.webhooks.handle(payload, signature);
  }

  @HandleRpc(RPC.billing.getLocalCheckout)
  getLocalCheckout(@Payload() data: unknown): Promise<LocalCheckout> {
    const { userId, id } = parseRequest(RPC.billing.getLocalCheckout, data);
    return this.local.get(userId, id);
  }

  @HandleRpc(RPC.billing.completeLocalCheckout)
  completeLocalCheckout(@Payload() data: unknown): Promise<LocalCheckoutOutcome> {
    const { userId, id } = parseRequest(RPC.billing.completeLocalCheckout, data);
    return this.local.complete(userId, id);
  }

  @HandleRpc(RPC.billing.cancelLocalCheckout)
  cancelLocalCheckout(@Payload() data: unknown): Promise<LocalCheckoutOutcome> {
    const { userId, id } = parseRequest(RPC.billing.cancelLocalCheckout, data);
    return this.local.cancel(userId, id);
  }

  @HandleRpc(RPC.billing.localPortalCancel)
  localPortalCancel(@Payload() data: unknown): Promise<MemberSubscription> {
    return this.local.setCancelAtPeriodEnd(parseRequest(RPC.billing.localPortalCancel, data).userId, true);
  }

  @HandleRpc(RPC.billing.localPortalResume)
  localPortalResume(@Payload() data: unknown): Promise<MemberSubscription> {
    return this.local.setCancelAtPeriodEnd(parseRequest(RPC.billing.localPortalResume, data).userId, false);
  }
}
