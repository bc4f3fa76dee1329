import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { voiceConfigShape } from './voice/voice.config.js';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const repoWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const gatewayConfigShape = {
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  /** Folder of the built SPA; the gateway serves it with an index.html fallback. */
  WEB_DIST: z.string().default(repoWebDist),
  /** Refresh cookie is Secure by default; browsers treat http://localhost as secure. */
  COOKIE_SECURE: bool.default(true),
  /** Honour X-Forwarded-For from a reverse proxy in front of the gateway. */
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_SIGNIN_PER_IP: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_SIGNUP_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  ...voiceConfigShape,
};
