import { timingSafeEqual } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  type BrowserSession,
  browserSessionSchema,
  ErrorCode,
  EXTERNAL_SIGN_IN_MESSAGES,
  EXTERNAL_SIGN_IN_MINUTES,
  EXTERNAL_SIGN_IN_REASONS,
  type ExternalSignInReason,
  googleCompleteBodySchema,
  googleLinkBodySchema,
  RPC,
  type SignInProviders,
  signInProvidersSchema,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiAnswers } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { clientAddress } from '../rate-limit/client-address.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { setSessionCookies } from './session-cookies.js';
import { SignInThrottle } from './sign-in-throttle.js';

interface GoogleSignInConfig {
  COOKIE_SECURE: boolean;
  RATE_LIMIT_SIGNIN_PER_IP: number;
  RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL: number;
  RATE_LIMIT_SIGNUP_PER_IP: number;
}

/** The started sign-in's state, bound to this browser: an answer reaching another browser is refused (login CSRF). */
const STATE_COOKIE = 'vi_google_state';
const STATE_COOKIE_PATH = '/api/v1/auth/google';
/** The SPA's page for the steps after Google (age, password) and for a refusal; it reads its fragment. */
const NEXT_STEP_PAGE = '/google-sign-in';
const MINUTE = 60;

const PENDING_NOT_VALID = 'The Google sign-in expired, was finished already or is not ours (details.reason "pending_not_valid"), or the body is not valid';

/**
 * Google sign-in (ADR 0047). The browser is sent to Google and back; identity verifies the answer
 * (state, nonce, PKCE, the ID token) and either signs a linked member in or hands the SPA a pending
 * step: the 18+ confirmation that makes the account, or the password of the account that uses the
 * address. Start and callback are browser navigations: a refusal redirects to the SPA's page when
 * the browser asks for HTML, and is the JSON error otherwise.
 */
@ApiTags('auth')
@Controller('auth')
export class GoogleSignInController {
  private readonly signIns: SignInThrottle;

  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: GoogleSignInConfig,
  ) {
    this.signIns = new SignInThrottle(limiter, {
      attemptsPerAddressPerMinute: config.RATE_LIMIT_SIGNIN_PER_IP,
      freeWrongPasswords: config.RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL,
    });
  }

  @Get('providers')
  @ApiAnswers({ status: 200, returns: signInProvidersSchema, description: 'Which other ways to sign in this server offers', refusals: {} })
  providers(): Promise<SignInProviders> {
    return this.rpc.call(RPC.identity.signInProviders, {});
  }

  @Get('google/start')
  @ApiAnswers({
    status: 302,
    description: "To Google's sign-in, with a short cookie binding the answer to this browser",
    refusals: { 404: 'Google sign-in is not set up on this server (details.reason "not_configured")', 429: 'Too many sign-ins started from this address' },
  })
  async start(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    try {
      await this.limiter.hit({ key: `google:ip:${clientAddress(request.ip)}`, limit: this.config.RATE_LIMIT_SIGNIN_PER_IP, windowSeconds: MINUTE });
      const { authorizationUrl, state } = await this.rpc.call(RPC.identity.googleStart, {});
      void reply.setCookie(STATE_COOKIE, state, {
        httpOnly: true,
        secure: this.config.COOKIE_SECURE,
        // Lax: the cookie must come back on Google's top-level redirect to the callback.
        sameSite: 'lax',
        path: STATE_COOKIE_PATH,
        maxAge: EXTERNAL_SIGN_IN_MINUTES * MINUTE,
      });
      return reply.redirect(authorizationUrl, 302);
    } catch (error) {
      return this.refuse(request, reply, error);
    }
  }

  @Get('google/callback')
  @ApiAnswers({
    status: 302,
    description:
      'Google answered: a linked member is signed in (refresh cookie) and sent to /dashboard; anyone else to /google-sign-in with a pending step (the 18+ box, or the password of the account using the address)',
    refusals: {
      400: 'The state is missing, not the one this browser started, expired or used; the answer (code, nonce, ID token) does not verify; or Google refused (details.reason)',
      403: 'Google has not verified the address (details.reason "email_not_verified")',
      404: 'Google sign-in is not set up on this server',
    },
  })
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const expected = request.cookies[STATE_COOKIE];
    // Used once, whatever happens next.
    void reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH, httpOnly: true, secure: this.config.COOKIE_SECURE, sameSite: 'lax' });
    try {
      const query = request.url.split('?')[1] ?? '';
      const state = new URLSearchParams(query).get('state');
      if (!expected || !state || !sameSecret(expected, state)) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, EXTERNAL_SIGN_IN_MESSAGES.stateMismatch, { reason: 'state_mismatch' });
      }
      const answer = await this.rpc.call(RPC.identity.googleCallback, { query });
      if (answer.outcome === 'signed-in') {
        setSessionCookies(reply, answer.session, this.config.COOKIE_SECURE);
        return reply.redirect('/dashboard', 302);
      }
      // The fragment never reaches a server log or a Referer.
      const step = new URLSearchParams({ step: answer.outcome, pending: answer.pendingToken, email: answer.email });
      if (answer.outcome === 'sign-up') step.set('name', answer.name);
      return reply.redirect(`${NEXT_STEP_PAGE}#${step.toString()}`, 302);
    } catch (error) {
      return this.refuse(request, reply, error);
    }
  }

  @Post('google/complete')
  @HttpCode(201)
  @ApiBody({ schema: jsonSchema(googleCompleteBodySchema) })
  @ApiAnswers({
    status: 201,
    returns: browserSessionSchema,
    description: 'A new member confirmed their age after Google: the account is made, linked and signed in (refresh cookie)',
    refusals: { 400: PENDING_NOT_VALID, 409: 'An account took the address meanwhile', 429: 'Too many sign-ups from this address' },
  })
  async complete(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BrowserSession> {
    await this.limiter.hit({ key: `signup:ip:${clientAddress(request.ip)}`, limit: this.config.RATE_LIMIT_SIGNUP_PER_IP, windowSeconds: 60 * MINUTE });
    const input = parseOrThrow(googleCompleteBodySchema, body);
    const session = await this.rpc.call(RPC.identity.googleComplete, input);
    return setSessionCookies(reply, session, this.config.COOKIE_SECURE);
  }

  @Post('google/link')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(googleLinkBodySchema) })
  @ApiAnswers({
    status: 200,
    returns: browserSessionSchema,
    description: "The account's password is confirmed: Google is linked to it and the member is signed in (refresh cookie)",
    refusals: {
      400: PENDING_NOT_VALID,
      401: 'Wrong password (five end the pending sign-in)',
      409: 'The account is linked to another Google account already',
      429: 'Too many attempts from this address',
    },
  })
  async link(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BrowserSession> {
    await this.signIns.arrived(clientAddress(request.ip));
    const input = parseOrThrow(googleLinkBodySchema, body);
    const session = await this.rpc.call(RPC.identity.googleLink, input);
    return setSessionCookies(reply, session, this.config.COOKIE_SECURE);
  }

  /** A page navigation goes to the SPA's page with the reason; any other caller gets the JSON error. */
  private refuse(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || !(error instanceof AppError) || error.code === ErrorCode.INTERNAL) throw error;
    const reason = error.details?.reason;
    const known = typeof reason === 'string' && (EXTERNAL_SIGN_IN_REASONS as readonly string[]).includes(reason);
    const shown: ExternalSignInReason | 'unavailable' = known ? (reason as ExternalSignInReason) : 'unavailable';
    return void reply.redirect(`${NEXT_STEP_PAGE}#error=${shown}`, 302);
  }
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
