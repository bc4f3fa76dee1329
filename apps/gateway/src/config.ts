import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { voiceConfigShape } from './voice/voice.config.js';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** TRUST_PROXY as Fastify's `trustProxy`: false, a hop count, or a list of proxy addresses. */
export const trustProxySchema = z.union([z.boolean(), z.string()]).transform((value, ctx): false | number | string[] => {
  const text = String(value).trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY=true would trust every hop, so a client could pick its own address; give the number of proxies in front of the gateway (e.g. 1) or their addresses',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (addresses.every((address) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(address))) return addresses;
  ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a number of proxies, or comma-separated proxy addresses' });
  return z.NEVER;
});

const repoWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const gatewayConfigShape = {
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The front door: every address by default (the services' internal ports default to loopback). */
  HTTP_HOST: z.string().min(1).default('0.0.0.0'),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  /** Folder of the built SPA; the gateway serves it with an index.html fallback. */
  WEB_DIST: z.string().default(repoWebDist),
  /** Refresh cookie is Secure by default; browsers treat http://localhost as secure. */
  COOKIE_SECURE: bool.default(true),
  /**
   * Which X-Forwarded-For hops to believe: `false` (none), the number of proxies in front of the
   * gateway (e.g. `1` behind one ingress), or their addresses/CIDRs, comma-separated. `true` is
   * refused: trusting every hop would let a client choose its own address (and rate-limit key).
   */
  TRUST_PROXY: trustProxySchema.default(false),
  RATE_LIMIT_SIGNIN_PER_IP: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_SIGNUP_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Password-reset links asked for per hour, from one address and for one email. */
  RATE_LIMIT_PASSWORD_RESET_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  ...voiceConfigShape,
};
