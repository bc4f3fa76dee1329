import { AUDIT_LOG_DEFAULT_RETENTION_DAYS } from '@vi/contracts';
import { z } from 'zod';

export const identityConfigShape = {
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8101),
  /**
   * A refresh token presented again within this many seconds of its rotation is treated
   * as two tabs refreshing at once, not as theft.
   */
  REFRESH_REUSE_LEEWAY_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /**
   * Sensitive. 32 random bytes in base64 (`openssl rand -base64 32`) sealing the signing keys'
   * private halves in the database. Required in production; without it elsewhere they are stored as plain PEM.
   */
  SIGNING_KEY_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, '32 bytes in base64 expected (openssl rand -base64 32)'),
  /** A new signing key takes over after this many days (0: only `npm run keys:rotate`). */
  SIGNING_KEY_ROTATION_DAYS: z.coerce.number().min(0).max(3650).default(30),
  /** How often each replica reloads the keys (to follow a rotation made elsewhere) and runs the schedule. */
  SIGNING_KEYS_RELOAD_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Days an admin audit log entry is kept; older ones are deleted every hour. */
  AUDIT_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(AUDIT_LOG_DEFAULT_RETENTION_DAYS),
  /**
   * Sensitive (it may carry a password). The SMTP server identity sends mail through, e.g.
   * `smtps://user:pass@smtp.example.com` or `smtp://127.0.0.1:1025`. Required in production; without it
   * elsewhere no mail is sent (`npm start` runs a local catcher and sets it).
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'an smtp:// or smtps:// URL expected'),
  /** The sender of every message. */
  MAIL_FROM: z.string().min(3).default('Vi <no-reply@vi.localhost>'),
  /** How often each replica looks for closed accounts past their recovery window (and purges them). */
  CLOSED_ACCOUNTS_SWEEP_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  /** Where members reach Vi: the links in mail point here. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /**
   * Google sign-in (ADR 0047): the OAuth client of the Google Cloud project. Both set: "Continue with
   * Google" works; unset: the sign-up page says it is coming soon. The redirect URI to register is
   * `${PUBLIC_URL}/api/v1/auth/google/callback`.
   */
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** Sensitive. The OAuth client's secret. */
  GOOGLE_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** The OpenID provider (its discovery document is read at the first sign-in); tests point it at a local one. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
};

export interface IdentityConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  REFRESH_REUSE_LEEWAY_SECONDS: number;
  SIGNING_KEY_ENCRYPTION_KEY?: string;
  SIGNING_KEY_ROTATION_DAYS: number;
  SIGNING_KEYS_RELOAD_MS: number;
  AUDIT_LOG_RETENTION_DAYS: number;
  SMTP_URL?: string;
  MAIL_FROM: string;
  PUBLIC_URL: string;
  CLOSED_ACCOUNTS_SWEEP_MS: number;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER: string;
}

/** What is wrong with the key settings as a whole, one line per variable (empty: fine). */
export function keyConfigProblems(config: IdentityConfig): string[] {
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && !config.SIGNING_KEY_ENCRYPTION_KEY) {
    problems.push(
      'SIGNING_KEY_ENCRYPTION_KEY is missing: production stores the token signing keys sealed (32 random bytes in base64: openssl rand -base64 32)',
    );
  }
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    problems.push('SMTP_URL is missing: production sends password resets and email confirmations through it (smtp:// or smtps:// URL)');
  }
  if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both for Google sign-in, or neither');
  }
  if (config.NODE_ENV === 'production' && config.GOOGLE_CLIENT_ID && !config.GOOGLE_ISSUER.startsWith('https://')) {
    problems.push('GOOGLE_ISSUER must be an https:// URL in production');
  }
  return problems;
}
