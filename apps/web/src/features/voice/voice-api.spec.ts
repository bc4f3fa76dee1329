import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { setAccessTokenProvider } from '../../lib/api.js';
import { endVoiceSessionOnUnload, httpVoiceSessionTracker } from './voice-api.js';

const ID = '11111111-1111-4111-8111-111111111111';
const realFetch = globalThis.fetch;
const hadNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: jest.Mock<typeof fetch>;
let sendBeacon: jest.Mock<(url: string, body: Blob) => boolean>;

beforeEach(() => {
  fetchMock = jest.fn<typeof fetch>();
  globalThis.fetch = fetchMock;
  sendBeacon = jest.fn<(url: string, body: Blob) => boolean>(() => true);
  Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon }, configurable: true });
  setAccessTokenProvider({ getAccessToken: () => 'token-1', refreshAccessToken: async () => null });
});

afterEach(() => {
  globalThis.fetch = realFetch;
  if (hadNavigator) Object.defineProperty(globalThis, 'navigator', hadNavigator);
  else delete (globalThis as { navigator?: unknown }).navigator;
  setAccessTokenProvider(null);
});

describe('voice api', () => {
  it('starts a call with POST /api/v1/voice-calls in the given language, with the bearer token', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { session: { id: ID }, mode: 'browser', language: 'es' }));
    const tracker = httpVoiceSessionTracker(() => 'es');
    await expect(tracker.start()).resolves.toMatchObject({ mode: 'browser' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/voice-calls');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ language: 'es' }) });
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('surfaces 402 LIMIT_REACHED as an ApiError with its details', async () => {
    fetchMock.mockResolvedValueOnce(answer(402, { error: { code: 'LIMIT_REACHED', message: 'Limit reached', details: { kind: 'voice', used: 5, limit: 5 } } }));
    await expect(httpVoiceSessionTracker().start()).rejects.toMatchObject({
      status: 402,
      code: 'LIMIT_REACHED',
      details: { kind: 'voice', used: 5, limit: 5 },
    });
  });

  it('ends a session with its status', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { id: ID, status: 'failed' }));
    await httpVoiceSessionTracker().end(ID, 'failed');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/v1/voice-sessions/${ID}/end`);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ status: 'failed' }) });
  });

  it('on unload, sends the end by beacon with the token in a JSON body', async () => {
    expect(endVoiceSessionOnUnload(ID)).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(`/api/v1/voice-sessions/${ID}/end-beacon`);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual({ accessToken: 'token-1' });
  });

  it('sends no beacon without a token', () => {
    setAccessTokenProvider(null);
    expect(endVoiceSessionOnUnload(ID)).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
