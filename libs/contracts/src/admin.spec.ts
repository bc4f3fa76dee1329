import { describe, expect, it } from '@jest/globals';
import { createMemberBodySchema } from './admin.js';

describe('createMemberBodySchema', () => {
  const account = { email: 'Made@Example.com', password: 'secret12', name: 'Made' };

  it("takes an account an admin makes only with the admin's word that the member is an adult", () => {
    expect(createMemberBodySchema.parse({ ...account, ageVouched: true })).toEqual({
      email: 'made@example.com',
      password: 'secret12',
      name: 'Made',
      ageVouched: true,
    });
    for (const vouching of [{}, { ageVouched: false }, { ageVouched: 'true' }, { ageVouched: 1 }, { ageVouched: null }]) {
      const result = createMemberBodySchema.safeParse({ ...account, ...vouching });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['ageVouched', 'Confirm that this person is 18 years or older'],
      ]);
    }
  });
});
