import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import {
  type AuthSession,
  confirmEmailBodySchema,
  emailConfirmedSchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  restoreAccountBodySchema,
  resetRequestedSchema,
  type BrowserSession,
  browserSessionSchema,
  ErrorCode,
  REFRESH_COOKIE_NAME,
  RPC,
  signInRequestSchema,
  signUpRequestSchema,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiAnswers } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { clientAddress } from '../rate-limit/client-address.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { refuseCrossSite } from '../http/request-origin.js';
import { CurrentUser, JwtAuthGuard } from './jwt-auth.guard.js';
import type { AuthenticatedUser } from './jwt.strategy.js';
import { clearSessionCookies, setSessionCookies } from './session-cookies.js';
import { SessionRevocations } from './session-revocations.js';
import { SignInThrottle } from './sign-in-throttle.js';

interface AuthConfig {
  COOKIE_SECURE: boolean;
  RATE_LIMIT_PASSWORD_RESET_PER_IP: number;
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: number;
  RATE_LIMIT_SIGNIN_PER_IP: number;
  RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL: number;
  RATE_LIMIT_SIGNUP_PER_IP: number;
  RATE_LIMIT_SIGNUP_PER_EMAIL: number;
}

const MINUTE = 60;

const CROSS_SITE = 'Not sent from the Vi app (another site, or without its Origin or X-Time-Zone)';
const TOO_MANY_SIGN_UPS = 'Too many sign-ups from this address or for this email (Retry-After says when to try again)';
const TOO_MANY_RESETS = 'Too many links asked for from this address or for this email (Retry-After says when to try again)';
const LINK_NOT_VALID = 'The link expired, was used already or is not ours (details.reason "link_not_valid"), or the body is not valid';
const TOO_MANY_SIGN_INS =
  'Too many attempts or wrong passwords from this address, or this account must wait before its next try from it (Retry-After says when)';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly signIns: SignInThrottle;

  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    private readonly revocations: SessionRevocations,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {
    this.signIns = new SignInThrottle(limiter, {
      attemptsPerAddressPerMinute: config.RATE_LIMIT_SIGNIN_PER_IP,
      freeWrongPasswords: config.RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL,
    });
  }

  @Post('sign-up')
  @HttpCode(201)
  @ApiBody({ schema: jsonSchema(signUpRequestSchema) })
  @ApiAnswers({
    status: 201,
    returns: browserSessionSchema,
    description: 'Signed up and signed in; the refresh token is set as an httpOnly cookie',
    refusals: { 400: 'Not a valid sign-up (email, password, age confirmation)', 409: 'An account already uses the email', 429: TOO_MANY_SIGN_UPS },
  })
  async signUp(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BrowserSession> {
    await this.limiter.hit({ key: `signup:ip:${clientAddress(request.ip)}`, limit: this.config.RATE_LIMIT_SIGNUP_PER_IP, windowSeconds: 60 * MINUTE });
    const input = parseOrThrow(signUpRequestSchema, body);
    await this.limiter.hit({ key: `signup:email:${input.email}`, limit: this.config.RATE_LIMIT_SIGNUP_PER_EMAIL, windowSeconds: 60 * MINUTE });
    const session = await this.rpc.call(RPC.identity.signUp, input);
    return this.toBrowser(session, reply);
  }

  @Post('sign-in')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(signInRequestSchema) })
  @ApiAnswers({
    status: 200,
    returns: browserSessionSchema,
    description: 'Signed in; the refresh token is set as an httpOnly cookie',
    refusals: {
      400: 'Not an email and a password',
      401: 'Wrong email or password',
      403: 'The account is closed by its member (details.reason "account_closed", details.purgeAfter): POST /auth/restore reopens it',
      429: TOO_MANY_SIGN_INS,
    },
  })
  async signIn(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BrowserSession> {
    const address = clientAddress(request.ip);
    await this.signIns.arrived(address);
    const input = parseOrThrow(signInRequestSchema, body);
    // Wrong passwords slow down the address they come from, never the account everywhere: the
    // attempt takes its place as a wrong one before identity answers (so parallel guesses cannot
    // pass a limit) and gives it back unless identity says the password was wrong.
    const attempt = await this.signIns.checking(input.email, address);
    let session: AuthSession;
    try {
      session = await this.rpc.call(RPC.identity.signIn, input);
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.UNAUTHENTICATED)) await attempt.undecided();
      throw error;
    }
    await attempt.succeeded();
    return this.toBrowser(session, reply);
  }

  @Post('restore')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(restoreAccountBodySchema) })
  @ApiAnswers({
    status: 200,
    returns: browserSessionSchema,
    description: 'A closed account reopened within its recovery window, and signed in (the refresh token is set as an httpOnly cookie)',
    refusals: {
      400: 'Not an email and a password',
      401: 'Wrong email or password, or the window has passed',
      409: 'The account is not closed',
      429: TOO_MANY_SIGN_INS,
    },
  })
  async restore(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BrowserSession> {
    // A password guess like a sign-in: the same throttle.
    const address = clientAddress(request.ip);
    await this.signIns.arrived(address);
    const input = parseOrThrow(restoreAccountBodySchema, body);
    const attempt = await this.signIns.checking(input.email, address);
    let session: AuthSession;
    try {
      session = await this.rpc.call(RPC.identity.restoreAccount, input);
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.UNAUTHENTICATED)) await attempt.undecided();
      throw error;
    }
    await attempt.succeeded();
    return this.toBrowser(session, reply);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiAnswers({
    status: 200,
    returns: browserSessionSchema,
    description: 'A new access token; the refresh cookie is rotated',
    refusals: { 401: 'No refresh cookie, or one that is expired, revoked or used already', 403: CROSS_SITE },
  })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<BrowserSession> {
    refuseCrossSite(request);
    const token = refreshCookieOf(request);
    if (!token) throw new AppError(ErrorCode.UNAUTHENTICATED, 'No valid session found');
    try {
      const session = await this.rpc.call(RPC.identity.refresh, { refreshToken: token });
      return this.toBrowser(session, reply);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ErrorCode.UNAUTHENTICATED) throw error;
      this.clearCookie(reply);
      // A rotated token came back (stolen): identity revoked its whole family, so every access token
      // of it stops now, including the thief's. The session id is not for the caller.
      const revoked = error.details?.sessionId;
      if (typeof revoked !== 'string') throw error;
      await this.revocations.revoke(revoked);
      const { sessionId: _omitted, ...details } = error.details ?? {};
      throw new AppError(error.code, error.message, details);
    }
  }

  @Post('sign-out')
  @HttpCode(204)
  @ApiAnswers({ status: 204, description: "Signed out: the session's tokens stop working and the cookies are cleared", refusals: { 403: CROSS_SITE } })
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    refuseCrossSite(request);
    const token = refreshCookieOf(request);
    if (token) {
      const { sessionId } = await this.rpc.call(RPC.identity.signOut, { refreshToken: token });
      // Its access tokens stop working on every replica before we answer.
      if (sessionId) await this.revocations.revoke(sessionId);
    }
    this.clearCookie(reply);
  }

  @Post('sign-out-everywhere')
  @HttpCode(204)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({
    status: 204,
    description: 'Every session of the member ends at once, this one included; the cookies are cleared',
    refusals: { 401: 'No access token, or one that is expired, revoked or not ours', 403: CROSS_SITE },
  })
  async signOutEverywhere(
    @CurrentUser() member: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    refuseCrossSite(request);
    const { endedSessions } = await this.rpc.call(RPC.identity.signOutEverywhere, { userId: member.userId });
    // This session's access token may be older than the window identity reports: end it by name too.
    await this.revocations.revokeAll([...new Set([...endedSessions, member.sessionId])]);
    this.clearCookie(reply);
  }

  @Post('password/forgot')
  @HttpCode(202)
  @ApiBody({ schema: jsonSchema(forgotPasswordBodySchema) })
  @ApiAnswers({
    status: 202,
    returns: resetRequestedSchema,
    description: 'The same answer whether or not an account uses the address; when one does, a link valid 30 minutes is mailed to it',
    refusals: { 400: 'Not a valid email address', 429: TOO_MANY_RESETS },
  })
  async forgotPassword(@Body() body: unknown, @Req() request: FastifyRequest): Promise<{ message: string }> {
    await this.limiter.hit({
      key: `reset:ip:${clientAddress(request.ip)}`,
      limit: this.config.RATE_LIMIT_PASSWORD_RESET_PER_IP,
      windowSeconds: 60 * MINUTE,
    });
    const input = parseOrThrow(forgotPasswordBodySchema, body);
    await this.limiter.hit({ key: `reset:email:${input.email}`, limit: this.config.RATE_LIMIT_PASSWORD_RESET_PER_EMAIL, windowSeconds: 60 * MINUTE });
    return this.rpc.call(RPC.identity.forgotPassword, input);
  }

  @Post('password/reset')
  @HttpCode(204)
  @ApiBody({ schema: jsonSchema(resetPasswordBodySchema) })
  @ApiAnswers({ status: 204, description: 'The new password is set; every session of the member ends at once', refusals: { 400: LINK_NOT_VALID } })
  async resetPassword(@Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const input = parseOrThrow(resetPasswordBodySchema, body);
    const { endedSessions } = await this.rpc.call(RPC.identity.resetPassword, input);
    await this.revocations.revokeAll(endedSessions);
    // Whoever opened the link in this browser starts from a clean sign-in.
    this.clearCookie(reply);
  }

  @Post('email/confirm')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(confirmEmailBodySchema) })
  @ApiAnswers({
    status: 200,
    returns: emailConfirmedSchema,
    description: 'The account now uses the new address; the old one is told',
    refusals: { 400: LINK_NOT_VALID, 409: 'Another account took the address since the link was sent' },
  })
  async confirmEmail(@Body() body: unknown): Promise<{ email: string }> {
    const { email } = await this.rpc.call(RPC.identity.confirmEmail, parseOrThrow(confirmEmailBodySchema, body));
    return { email };
  }

  private toBrowser(session: AuthSession, reply: FastifyReply): BrowserSession {
    return setSessionCookies(reply, session, this.config.COOKIE_SECURE);
  }

  private clearCookie(reply: FastifyReply) {
    clearSessionCookies(reply, this.config.COOKIE_SECURE);
  }
}

/** The refresh cookie of the request, if it carries one (parsed by @fastify/cookie's hook). */
function refreshCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE_NAME];
}
