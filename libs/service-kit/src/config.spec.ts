import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ConfigError, parseConfig } from './config.js';

describe('configuration', () => {
  it('applies defaults and coerces numbers', () => {
    const config = parseConfig({ HTTP_PORT: z.coerce.number().default(8101) }, {});
    expect(config.HTTP_PORT).toBe(8101);
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.NAMESPACE).toBeUndefined();
  });

  it("binds a service's internal port to loopback unless told otherwise", () => {
    expect(parseConfig({}, { HTTP_PORT: '8101' }).HTTP_HOST).toBe('127.0.0.1');
    expect(parseConfig({}, { HTTP_PORT: '8101', HTTP_HOST: '0.0.0.0' }).HTTP_HOST).toBe('0.0.0.0');
  });

  it('names every bad or missing variable', () => {
    let error: unknown;
    try {
      parseConfig({ STRIPE_KEY: z.string().min(1) }, { HTTP_PORT: 'eighty', DATABASE_URL: 'not a url', NAMESPACE: 'Bad-Name' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/HTTP_PORT is invalid/);
    expect(message).toMatch(/DATABASE_URL is invalid/);
    expect(message).toMatch(/NAMESPACE is invalid/);
    expect(message).toMatch(/STRIPE_KEY is missing/);
  });
});
