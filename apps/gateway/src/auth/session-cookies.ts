import { type AuthSession, type BrowserSession, REFRESH_COOKIE_NAME } from '@vi/contracts';
import type { FastifyReply } from 'fastify';

/** The refresh cookie is sent only to the auth routes. */
const COOKIE_PATH = '/api/v1/auth';
/** A readable hint, no secret: the SPA asks for a refresh on load only when it is there. */
const SESSION_HINT_COOKIE = 'vi_signed_in';

/** The refresh token goes only into an httpOnly cookie scoped to the auth routes; the browser gets the rest. */
export function setSessionCookies(reply: FastifyReply, session: AuthSession, secure: boolean): BrowserSession {
  void reply.setCookie(REFRESH_COOKIE_NAME, session.refreshToken, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: COOKIE_PATH,
    expires: new Date(session.refreshTokenExpiresAt),
  });
  void reply.setCookie(SESSION_HINT_COOKIE, '1', { httpOnly: false, secure, sameSite: 'strict', path: '/', expires: new Date(session.refreshTokenExpiresAt) });
  return { accessToken: session.accessToken, accessTokenExpiresAt: session.accessTokenExpiresAt, user: session.user };
}

/** Signed out in this browser: both cookies cleared (from any route: the path names where the cookie lives). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE_NAME, { path: COOKIE_PATH, httpOnly: true, secure, sameSite: 'strict' });
  void reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', secure, sameSite: 'strict' });
}
