import { describe, expect, it } from '@jest/globals';
import { signUpRequestSchema } from './identity.js';

describe('sign-up request', () => {
  it('trims and lower-cases the email and falls back to the default name', () => {
    const parsed = signUpRequestSchema.parse({ email: '  Ana@Example.COM ', password: 'secret', ageConfirmed: true });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.name).toBe('User');
  });

  it('keeps unicode names and collapses inner white space', () => {
    const parsed = signUpRequestSchema.parse({ name: '  Zoë   渡辺 ', email: 'z@e.io', password: 'secret', ageConfirmed: true });
    expect(parsed.name).toBe('Zoë 渡辺');
  });

  it('refuses a short password, a bad email and a missing age confirmation', () => {
    const result = signUpRequestSchema.safeParse({ email: 'nope', password: '123', ageConfirmed: false });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['ageConfirmed', 'email', 'password']);
  });
});
