import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// The product's own leeway: a token presented again within 10 s of its rotation is two tabs, not a thief.
let stack: InProcessStack;

beforeAll(async () => {
  stack = await startInProcessStack('refresh-race', { REFRESH_REUSE_LEEWAY_SECONDS: '10' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('two tabs refreshing with the same token at the same instant', () => {
  it('all get a session in the same family, and the family stays alive', async () => {
    const first = new ApiClient(stack.baseUrl);
    const signUp = await first.request('POST', '/api/v1/auth/sign-up', { json: { email: uniqueEmail('race'), password: 'secret1', ageConfirmed: true } });
    expect(signUp.status).toBe(201);
    const shared = first.cookie!;

    const tabs = Array.from({ length: 6 }, () => {
      const tab = new ApiClient(stack.baseUrl);
      tab.cookie = shared;
      return tab;
    });
    const answers = await Promise.all(tabs.map((tab) => tab.request('POST', '/api/v1/auth/refresh')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);

    // Each tab's new token still refreshes: nothing revoked the family.
    for (const tab of tabs) {
      expect(tab.cookie).toBeDefined();
      expect(tab.cookie).not.toBe(shared);
      expect((await tab.request('POST', '/api/v1/auth/refresh')).status).toBe(200);
    }
  });
});
