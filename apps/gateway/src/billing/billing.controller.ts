import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiTags } from '@nestjs/swagger';
import {
  type BillingPlan,
  billingPlanSchema,
  checkoutBodySchema,
  deliveryReceivedSchema,
  ErrorCode,
  type LocalCheckout,
  type LocalCheckoutOutcome,
  localCheckoutOutcomeSchema,
  localCheckoutSchema,
  type MemberSubscription,
  memberSubscriptionSchema,
  type RedirectUrl,
  redirectUrlSchema,
  RPC,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { rawBodyOf, STRIPE_WEBHOOK_PATH } from './raw-body.js';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

const NO_CHECKOUT = 'No such checkout of this member, or Stripe takes the payments (there are no local checkouts then)';
const CHECKOUT_SETTLED = 'The checkout was completed or canceled already';
const PREMIUM_ONLY = 'Billing is for premium members';
const NO_LOCAL_PORTAL = 'Stripe takes the payments (its portal is the one to use)';

/**
 * The plan, the member's subscription, checkout and the billing portal (billing decides everything;
 * the member is always the token's), the local checkout used without Stripe keys, and Stripe's
 * webhook, which carries no member token: billing verifies its signature.
 */
@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('plan')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: billingPlanSchema, refusals: MEMBER_ONLY })
  plan(): Promise<BillingPlan> {
    return this.rpc.call(RPC.billing.plan, {});
  }

  @Get('subscription')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: memberSubscriptionSchema, refusals: MEMBER_ONLY })
  subscription(@CurrentUser() user: AuthenticatedUser): Promise<MemberSubscription> {
    return this.rpc.call(RPC.billing.subscription, { userId: user.userId });
  }

  /** 400 for another price or mode, 409 for a member who is premium already. */
  @Post('checkout')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(checkoutBodySchema) })
  @ApiAnswers({
    status: 200,
    returns: redirectUrlSchema,
    description: "Where to send the member: Stripe Checkout, or the app's local checkout without Stripe keys",
    refusals: { ...MEMBER_ONLY, 400: 'Another price or mode', 409: 'The member has Unlimited Access already' },
  })
  checkout(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<RedirectUrl> {
    const { priceId, mode } = parseOrThrow(checkoutBodySchema, body ?? {});
    return this.rpc.call(
      RPC.billing.createCheckout,
      { userId: user.userId, email: user.email, priceId, mode },
      {
        timeoutMs: 20_000,
      },
    );
  }

  /** Premium members only (403 otherwise). */
  @Post('portal')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: redirectUrlSchema, refusals: { ...MEMBER_ONLY, 403: PREMIUM_ONLY } })
  portal(@CurrentUser() user: AuthenticatedUser): Promise<RedirectUrl> {
    return this.rpc.call(RPC.billing.createPortal, { userId: user.userId }, { timeoutMs: 20_000 });
  }

  /** 404 for another member's or an unknown checkout, and whenever Stripe takes the payments. */
  @Get('local-checkout/:id')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: localCheckoutSchema, refusals: { ...MEMBER_ONLY, 404: NO_CHECKOUT } })
  localCheckout(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<LocalCheckout> {
    return this.rpc.call(RPC.billing.getLocalCheckout, { userId: user.userId, id });
  }

  @Post('local-checkout/:id/complete')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: localCheckoutOutcomeSchema, refusals: { ...MEMBER_ONLY, 404: NO_CHECKOUT, 409: CHECKOUT_SETTLED } })
  completeLocalCheckout(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<LocalCheckoutOutcome> {
    return this.rpc.call(RPC.billing.completeLocalCheckout, { userId: user.userId, id }, { timeoutMs: 20_000 });
  }

  @Post('local-checkout/:id/cancel')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: localCheckoutOutcomeSchema, refusals: { ...MEMBER_ONLY, 404: NO_CHECKOUT, 409: CHECKOUT_SETTLED } })
  cancelLocalCheckout(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<LocalCheckoutOutcome> {
    return this.rpc.call(RPC.billing.cancelLocalCheckout, { userId: user.userId, id });
  }

  /** The local portal: cancel at period end (premium stays until then). */
  @Post('local-portal/cancel')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: memberSubscriptionSchema, refusals: { ...MEMBER_ONLY, 403: PREMIUM_ONLY, 404: NO_LOCAL_PORTAL } })
  localPortalCancel(@CurrentUser() user: AuthenticatedUser): Promise<MemberSubscription> {
    return this.rpc.call(RPC.billing.localPortalCancel, { userId: user.userId }, { timeoutMs: 20_000 });
  }

  @Post('local-portal/resume')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: memberSubscriptionSchema, refusals: { ...MEMBER_ONLY, 403: PREMIUM_ONLY, 404: NO_LOCAL_PORTAL } })
  localPortalResume(@CurrentUser() user: AuthenticatedUser): Promise<MemberSubscription> {
    return this.rpc.call(RPC.billing.localPortalResume, { userId: user.userId }, { timeoutMs: 20_000 });
  }

  /** Stripe's deliveries: the raw body and signature go to billing; 400 for a missing or wrong signature. */
  @Post(STRIPE_WEBHOOK_PATH.slice('billing/'.length))
  @HttpCode(200)
  @ApiTags('integrations')
  @ApiHeader({ name: STRIPE_SIGNATURE_HEADER, required: true, description: "Stripe's signature of the exact body bytes" })
  @ApiBody({ schema: { type: 'object', description: 'A Stripe event, as Stripe sent it (its exact bytes are verified)' } })
  @ApiAnswers({
    status: 200,
    returns: deliveryReceivedSchema,
    description: 'Taken (also an event billing has handled before, or one it does not use)',
    refusals: { 400: 'A missing or wrong signature, a body that is not JSON, or an event billing cannot use' },
  })
  async stripeWebhook(@Headers(STRIPE_SIGNATURE_HEADER) signature: string | undefined, @Req() request: FastifyRequest): Promise<{ received: true }> {
    if (!signature) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Missing Stripe-Signature header');
    const payload = rawBodyOf(request);
    if (payload === undefined) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Send the webhook body as application/json');
    await this.rpc.call(
      RPC.billing.handleWebhook,
      { payload, signature: signature.slice(0, 4096) },
      {
        timeoutMs: 20_000,
      },
    );
    return { received: true };
  }
}
