import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { parseConfig } from '@vi/service-kit';
import { type IdentityConfig, identityConfigShape, keyConfigProblems } from './config.js';

const base = { DATABASE_URL: 'postgres://x@localhost/x', NATS_URL: 'nats://localhost:4222' };
const parse = (env: Record<string, string>) => parseConfig(identityConfigShape, { ...base, ...env }) as unknown as IdentityConfig;

describe('identity key settings', () => {
  it('production refuses to start without the key that seals the signing keys', () => {
    expect(keyConfigProblems(parse({ NODE_ENV: 'production' }))[0]).toMatch(/^SIGNING_KEY_ENCRYPTION_KEY is missing/);
    const key = randomBytes(32).toString('base64');
    expect(keyConfigProblems(parse({ NODE_ENV: 'production', SIGNING_KEY_ENCRYPTION_KEY: key, SMTP_URL: 'smtp://mail:25' }))).toEqual([]);
    expect(keyConfigProblems(parse({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('takes only 32 bytes in base64, and rotates every 30 days unless told otherwise', () => {
    expect(() => parse({ SIGNING_KEY_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(/SIGNING_KEY_ENCRYPTION_KEY/);
    expect(parse({}).SIGNING_KEY_ROTATION_DAYS).toBe(30);
    expect(parse({ SIGNING_KEY_ROTATION_DAYS: '0' }).SIGNING_KEY_ROTATION_DAYS).toBe(0);
  });
});

describe('identity audit log settings', () => {
  it('keeps entries a year unless AUDIT_LOG_RETENTION_DAYS says otherwise, and names a bad value', () => {
    expect(parse({}).AUDIT_LOG_RETENTION_DAYS).toBe(365);
    expect(parse({ AUDIT_LOG_RETENTION_DAYS: '30' }).AUDIT_LOG_RETENTION_DAYS).toBe(30);
    expect(() => parse({ AUDIT_LOG_RETENTION_DAYS: '0' })).toThrow(/AUDIT_LOG_RETENTION_DAYS/);
    expect(() => parse({ AUDIT_LOG_RETENTION_DAYS: 'a year' })).toThrow(/AUDIT_LOG_RETENTION_DAYS/);
  });
});

describe('identity mail settings', () => {
  it('production refuses to start without SMTP_URL; elsewhere it is optional', () => {
    const key = randomBytes(32).toString('base64');
    expect(keyConfigProblems(parse({ NODE_ENV: 'production', SIGNING_KEY_ENCRYPTION_KEY: key }))).toEqual([expect.stringMatching(/^SMTP_URL is missing/)]);
    expect(keyConfigProblems(parse({ NODE_ENV: 'development' }))).toEqual([]);
    expect(parse({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('takes only smtp:// and smtps:// URLs, and has a sender and a public address by default', () => {
    expect(() => parse({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(parse({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe('smtps://u:p@mail.example.com:465');
    expect(parse({}).MAIL_FROM).toMatch(/@/);
    expect(parse({}).PUBLIC_URL).toBe('http://localhost:8080');
  });
});
