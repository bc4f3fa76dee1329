import { ErrorCode } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';

/**
 * The API takes JSON bodies only. A url-encoded, multipart or text body is what a page on another
 * site can send without the browser asking first (a form, or fetch in no-cors mode), so refusing
 * it before it is read closes "login CSRF" (signing a visitor in as someone else) and any other
 * form-driven request. A body without a content type is refused as well.
 */
export function refuseNonJsonBody(request: Pick<FastifyRequest, 'headers'>): void {
  const { headers } = request;
  const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  if (!hasBody) return;
  const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return;
  throw Object.assign(new Error('Unsupported media type'), { statusCode: 415 });
}

const CROSS_SITE = 'This request must come from the Vi app itself';

/**
 * For the routes the refresh cookie authorises (refresh, sign-out): the request must come from our
 * own pages. Refused (403) when the browser says it comes from elsewhere (an Origin that is not
 * ours, `Origin: null`, a Sec-Fetch-Site other than same-origin), and when it carries neither our
 * Origin nor the X-Time-Zone header the app adds to every request: a header no form can send, and
 * which a script on another site cannot add without a CORS preflight that the gateway never grants.
 * SameSite=Strict on the cookie is the first line; this also holds for a sibling subdomain and for
 * browsers without SameSite.
 */
export function refuseCrossSite(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): void {
  const { headers } = request;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new AppError(ErrorCode.FORBIDDEN, CROSS_SITE);
  const origin = headers.origin;
  if (origin !== undefined) {
    // Behind trusted proxies (TRUST_PROXY) protocol and host are the ones the client used.
    if (origin !== `${request.protocol}://${request.host}`) throw new AppError(ErrorCode.FORBIDDEN, CROSS_SITE);
    return;
  }
  if (headers['x-time-zone'] === undefined) throw new AppError(ErrorCode.FORBIDDEN, CROSS_SITE);
}
