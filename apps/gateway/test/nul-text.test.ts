import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient, type InProcessStack, signUpMember, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// PostgreSQL cannot store the NUL character in text; every route refuses it with a 400 instead of
// failing with a 500 when the row is written.
let stack: InProcessStack;

beforeAll(async () => {
  stack = await startInProcessStack('nul');
});

afterAll(async () => {
  await stack?.stop();
});

const NUL_REFUSED = { error: expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'Text must not contain the NUL character' }) };

describe('text with the NUL character', () => {
  it('is refused in a sign-up name with 400, and no account is made', async () => {
    const email = uniqueEmail('nul');
    const client = new ApiClient(stack.baseUrl);
    const answer = await client.request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'secret1', name: 'Ana\u0000Lucía', ageConfirmed: true } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(NUL_REFUSED);
    expect(answer.body.error.details.issues).toEqual([{ path: 'name', message: 'Text must not contain the NUL character' }]);
    // Nothing was half-saved: the same address signs up cleanly afterwards.
    expect((await client.request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'secret1', name: 'Ana', ageConfirmed: true } })).status).toBe(201);
  });

  it('is refused in an email, a password, a chat message and a voice turn', async () => {
    const client = new ApiClient(stack.baseUrl);
    expect((await client.request('POST', '/api/v1/auth/sign-in', { json: { email: 'a\u0000@example.com', password: 'x' } })).body).toEqual(NUL_REFUSED);
    expect((await client.request('POST', '/api/v1/auth/sign-in', { json: { email: 'a@example.com', password: 'x\u0000' } })).body).toEqual(NUL_REFUSED);
    const member = await signUpMember(stack.baseUrl, 'nul-member');
    const chat = await member.post('/api/v1/chat/messages', { content: 'hello\u0000there' });
    expect(chat.status).toBe(400);
    expect(chat.body).toEqual(NUL_REFUSED);
    const call = await member.post('/api/v1/voice-calls', {});
    expect(call.status).toBe(201);
    const turn = await member.post(`/api/v1/voice-calls/${call.body.session.id}/turns`, { content: 'hi\u0000', history: [] });
    expect(turn.status).toBe(400);
    expect(turn.body).toEqual(NUL_REFUSED);
  });
});
