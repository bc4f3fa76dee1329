import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiExcludeEndpoint, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type BillingPlan,
  billingPlanSchema,
  checkoutBodySchema,
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
  webhookResultSchema,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { jsonSchema } from '../docs/json-schema.js';
import { rawBodyOf, STRIPE_WEBHOOK_PATH } from './raw-body.js';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

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
  @ApiOkResponse({ schema: jsonSchema(billingPlanSchema, 'output') })
  plan(): Promise<BillingPlan> {
    return this.rpc.call(RPC.billing.plan, {}, billingPlanSchema);
  }

  @Get('subscription')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(memberSubscriptionSchema, 'output') })
  subscription(@CurrentUser() user: AuthenticatedUser): Promise<MemberSubscription> {
    return this.rpc.call(RPC.billing.subscription, { userId: user.userId }, memberSubscriptionSchema);
  }

  /** 400 for another price or mode, 409 for a member who is premium already. */
  @Post('checkout')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(checkoutBodySchema) })
  @ApiOkResponse({ schema: jsonSchema(redirectUrlSchema, 'output') })
  checkout(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<RedirectUrl> {
    const { priceId, mode } = parseOrThrow(checkoutBodySchema, body ?? {});
    return this.rpc.call(RPC.billing.createCheckout, { userId: user.userId, email: user.email, priceId, mode }, redirectUrlSchema, { timeoutMs: 20_000 });
  }

  /** Premium members only (403 otherwise). */
  @Post('portal')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(redirectUrlSchema, 'output') })
  portal(@CurrentUser() user: AuthenticatedUser): Promise<RedirectUrl> {
    return this.rpc.call(RPC.billing.createPortal, { userId: user.userId }, redirectUrlSchema, { timeoutMs: 20_000 });
  }

  /** 404 for another member's or an unknown checkout, and whenever Stripe takes the payments. */
  @Get('local-checkout/:id')
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(localCheckoutSchema, 'output') })
  localCheckout(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<LocalCheckout> {
    return this.rpc.call(RPC.billing.getLocalCheckout, { userId: user.userId, id }, localCheckoutSchema);
  }

  @Post('local-checkout/:id/complete')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(localCheckoutOutcomeSchema, 'output') })
  completeLocalCheckout(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<LocalCheckoutOutcome> {
    return this.rpc.call(RPC.billing.completeLocalCheckout, { userId: user.userId, id }, localCheckoutOutcomeSchema, { timeoutMs: 20_000 });
  }

  @Post('local-checkout/:id/cancel')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(localCheckoutOutcomeSchema, 'output') })
  cancelLocalCheckout(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<LocalCheckoutOutcome> {
    return this.rpc.call(RPC.billing.cancelLocalCheckout, { userId: user.userId, id }, localCheckoutOutcomeSchema);
  }

  /** The local portal: cancel at period end (premium stays until then). */
  @Post('local-portal/cancel')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(memberSubscriptionSchema, 'output') })
  localPortalCancel(@CurrentUser() user: AuthenticatedUser): Promise<MemberSubscription> {
    return this.rpc.call(RPC.billing.localPortalCancel, { userId: user.userId }, memberSubscriptionSchema, { timeoutMs: 20_000 });
  }

  @Post('local-portal/resume')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(memberSubscriptionSchema, 'output') })
  localPortalResume(@CurrentUser() user: AuthenticatedUser): Promise<MemberSubscription> {
    return this.rpc.call(RPC.billing.localPortalResume, { userId: user.userId }, memberSubscriptionSchema, { timeoutMs: 20_000 });
  }

  /** Stripe's deliveries: the raw body and signature go to billing; 400 for a missing or wrong signature. */
  @Post(STRIPE_WEBHOOK_PATH.slice('billing/'.length))
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async stripeWebhook(@Headers(STRIPE_SIGNATURE_HEADER) signature: string | undefined, @Req() request: FastifyRequest): Promise<{ received: true }> {
    if (!signature) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Missing Stripe-Signature header');
    const payload = rawBodyOf(request);
    if (payload === undefined) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Send the webhook body as application/json');
    await this.rpc.call(RPC.billing.handleWebhook, { payload, signature: signature.slice(0, 4096) }, webhookResultSchema, { timeoutMs: 20_000 });
    return { received: true };
  }
}
