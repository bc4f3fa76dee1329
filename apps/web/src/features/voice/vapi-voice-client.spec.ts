import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeVapi, FakeVapiConstructor } from './fake-vapi.js';
import type { VoiceTranscriptResult } from '@vi/contracts';
import {
  createPlatformVoiceClient,
  finalUserTranscriptOf,
  isFatalVapiError,
  type TranscriptCheck,
  VapiVoiceClient,
  vapiConstructorOf,
} from './vapi-voice-client.js';

const platform = {
  assistantId: 'assistant-1',
  assistantOverrides: {
    metadata: { sessionId: '11111111-1111-4111-8111-111111111111', userId: '22222222-2222-4222-8222-222222222222' },
    variableValues: { language: 'es' as const },
  },
};
const config = { sessionId: platform.assistantOverrides.metadata.sessionId, language: 'es' as const, platform };

function build() {
  const client = new VapiVoiceClient('public-key', FakeVapiConstructor);
  const vapi = FakeVapi.instances.at(-1)!;
  return { client, vapi };
}

beforeEach(() => {
  FakeVapi.instances = [];
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('vapiConstructorOf', () => {
  class Vapi {}
  it('finds the class however the bundler wrapped the CommonJS module', () => {
    expect(vapiConstructorOf({ default: Vapi })).toBe(Vapi);
    expect(vapiConstructorOf({ default: { default: Vapi, __esModule: true } })).toBe(Vapi);
    expect(vapiConstructorOf(Vapi)).toBe(Vapi);
    expect(() => vapiConstructorOf({})).toThrow();
  });
});

describe('VapiVoiceClient', () => {
  it('is built with the public key only, and refuses to be built without one', () => {
    const { vapi } = build();
    expect(vapi.publicKey).toBe('public-key');
    expect(() => new VapiVoiceClient('', FakeVapiConstructor)).toThrow();
  });

  it('starts the platform call with the assistant id and the overrides from the server', async () => {
    const { client, vapi } = build();
    await client.start(config);
    expect(vapi.starts).toEqual([{ assistant: 'assistant-1', overrides: platform.assistantOverrides }]);
  });

  it('rejects when the SDK resolves null (its way of failing) or when there is no platform assistant', async () => {
    const { client, vapi } = build();
    vapi.startResult = null;
    await expect(client.start(config)).rejects.toThrow();
    await expect(client.start({ sessionId: config.sessionId, language: 'en' })).rejects.toThrow();
  });

  it('passes the call events on, with their payloads, until unsubscribed', () => {
    const { client, vapi } = build();
    const seen: unknown[] = [];
    const offs = [
      client.on('call-start', () => seen.push('call-start')),
      client.on('speech-start', () => seen.push('speech-start')),
      client.on('speech-end', () => seen.push('speech-end')),
      client.on('volume-level', (level) => seen.push(['volume', level])),
      client.on('message', (message) => seen.push(['message', message])),
      client.on('call-end', () => seen.push('call-end')),
    ];
    vapi.emit('call-start');
    vapi.emit('speech-start');
    vapi.emit('volume-level', 0.42);
    vapi.emit('message', { type: 'transcript', transcript: 'hola' });
    vapi.emit('speech-end');
    vapi.emit('call-end');
    for (const off of offs) off();
    vapi.emit('call-start');
    expect(seen).toEqual(['call-start', 'speech-start', ['volume', 0.42], ['message', { type: 'transcript', transcript: 'hola' }], 'speech-end', 'call-end']);
  });

  it('passes on errors that end the call and only logs those the call survives', () => {
    const { client, vapi } = build();
    const errors: unknown[] = [];
    client.on('error', (error) => errors.push(error));
    vapi.emit('error', { type: 'audio-processing-setup-error' });
    vapi.emit('error', { type: 'audio-start-failed' });
    vapi.emit('error', { type: 'daily-error', error: { message: 'connection lost' } });
    expect(errors).toEqual([{ type: 'daily-error', error: { message: 'connection lost' } }]);
    expect(isFatalVapiError(new Error('anything else'))).toBe(true);
    expect(isFatalVapiError({ type: 'audio-observer-setup-error' })).toBe(false);
  });

  it('mutes through the SDK', () => {
    const { client, vapi } = build();
    client.setMuted(true);
    expect(vapi.muted).toBe(true);
    expect(client.isMuted()).toBe(true);
  });

  it("sets the assistant's playback volume through the SDK, clamped; ignores a non-number", () => {
    const { client, vapi } = build();
    client.setVolume(0.3);
    expect(vapi.volume).toBe(0.3);
    client.setVolume(4);
    expect(vapi.volume).toBe(1);
    client.setVolume(Number.NaN);
    expect(vapi.volume).toBe(1);
  });

  it("without the SDK's setVolume, sets the assistant's audio element, now and when it arrives", () => {
    const player = { volume: 1 };
    class OldVapi extends FakeVapi {
      declare setVolume: never;
      getAudioPlayer() {
        return this.attached;
      }
      attached: { volume: number } | null = null;
    }
    Object.defineProperty(OldVapi.prototype, 'setVolume', { value: undefined });
    const client = new VapiVoiceClient('public-key', OldVapi);
    const vapi = FakeVapi.instances.at(-1) as OldVapi;
    client.setVolume(0.5);
    vapi.emit('audio', player);
    expect(player.volume).toBe(0.5);
    vapi.attached = player;
    client.setVolume(0.2);
    expect(player.volume).toBe(0.2);
  });

  it('stops through the SDK', async () => {
    const { client, vapi } = build();
    await client.stop();
    expect(vapi.stops).toBe(1);
  });
});

describe('createPlatformVoiceClient', () => {
  const answer = {
    session: { id: config.sessionId, status: 'started' as const, startedAt: '2025-05-17T10:00:00.000Z', endedAt: null, durationSeconds: null },
    language: 'es' as const,
  };

  it("builds the client with the server's public key for a platform call", async () => {
    const client = await createPlatformVoiceClient(
      { ...answer, mode: 'platform', platform: { publicKey: 'pk-from-server', ...platform } },
      async () => FakeVapiConstructor,
    );
    expect(client).toBeInstanceOf(VapiVoiceClient);
    expect(FakeVapi.instances.at(-1)!.publicKey).toBe('pk-from-server');
  });

  it('refuses a browser-mode call and passes on an SDK that will not load', async () => {
    await expect(createPlatformVoiceClient({ ...answer, mode: 'browser' }, async () => FakeVapiConstructor)).rejects.toThrow();
    await expect(
      createPlatformVoiceClient({ ...answer, mode: 'platform', platform: { publicKey: 'pk', ...platform } }, () => Promise.reject(new Error('chunk failed'))),
    ).rejects.toThrow('chunk failed');
  });
});

describe('VapiVoiceClient: transcript turns and the risk check', () => {
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
  const final = (vapi: FakeVapi, transcript: string, role = 'user', transcriptType = 'final') =>
    vapi.emit('message', { type: 'transcript', role, transcriptType, transcript });

  function withChecker(answer: (check: TranscriptCheck) => Promise<VoiceTranscriptResult> | VoiceTranscriptResult) {
    const checks: TranscriptCheck[] = [];
    const client = new VapiVoiceClient('public-key', FakeVapiConstructor, async (check) => {
      checks.push(structuredClone(check));
      return answer(check);
    });
    const vapi = FakeVapi.instances.at(-1)!;
    const messages: unknown[] = [];
    client.on('message', (message) => messages.push(message));
    return { client, vapi, checks, messages };
  }

  it('sends each final member turn at once with the earlier ones (at most 12), and nothing else', async () => {
    const { client, vapi, checks } = withChecker(() => ({ risk: null, say: null, disclosure: null }));
    await client.start(config);
    final(vapi, 'hola', 'user', 'partial');
    final(vapi, 'Hola, ¿qué tal?', 'assistant');
    vapi.emit('message', { type: 'speech-update', status: 'started', role: 'assistant' });
    expect(checks).toEqual([]);
    for (let i = 1; i <= 14; i++) final(vapi, `  turno   ${i} `);
    await flush();
    expect(checks).toHaveLength(14);
    expect(checks[0]).toEqual({ callId: config.sessionId, language: 'es', text: 'turno 1', earlier: [] });
    expect(checks[13]!.earlier).toEqual(Array.from({ length: 12 }, (_, i) => `turno ${i + 2}`));
    expect(finalUserTranscriptOf({ type: 'transcript[transcriptType="final"]', role: 'user', transcriptType: 'final', transcript: 'x' })).toBe('x');
  });

  it('risk and disclosure go to the page; `say` is said at once in place of the assistant, never with an address', async () => {
    const disclosure = { text: 'EL ACOMPAÑANTE DE INTELIGENCIA ARTIFICIAL (VI) ES UN PROGRAMA INFORMÁTICO.', reason: 'asked' as const };
    const { client, vapi, messages } = withChecker((check) =>
      check.text.includes('persona')
        ? { risk: null, say: 'No, no soy una persona.', disclosure }
        : { risk: { level: 'urgent', categories: ['active_ideation'] }, say: 'Llama o escribe al 988. Más en /crisis-resources.', disclosure: null },
    );
    await client.start(config);
    final(vapi, 'Quiero morir');
    await flush();
    expect(messages).toContainEqual({ type: 'vi-risk', risk: { level: 'urgent', categories: ['active_ideation'] } });
    expect(vapi.said).toEqual([
      {
        message: 'Llama o escribe al 988. Más en la página de recursos de crisis.',
        endCallAfterSpoken: false,
        interruptionsEnabled: false,
        interruptAssistantEnabled: true,
      },
    ]);
    final(vapi, '¿Eres una persona?');
    await flush();
    expect(messages).toContainEqual({ type: 'vi-disclosure', disclosure });
    // The disclosure is said too, before the answer, in one message.
    expect(vapi.said.at(-1)!.message).toBe('El acompañante de inteligencia artificial (Vi) es un programa informático. No, no soy una persona.');
  });

  it('a failed check is logged and the call goes on; an answer after the call ended still shows the risk but says nothing', async () => {
    let release: (value: VoiceTranscriptResult) => void = () => undefined;
    const { client, vapi, messages } = withChecker(() => new Promise<VoiceTranscriptResult>((resolve) => (release = resolve)));
    const errors: unknown[] = [];
    client.on('error', (error) => errors.push(error));
    await client.start(config);
    final(vapi, 'No puedo más');
    await client.stop();
    release({ risk: { level: 'urgent', categories: [] }, say: 'Llama al 988.', disclosure: null });
    await flush();
    expect(messages).toContainEqual({ type: 'vi-risk', risk: { level: 'urgent', categories: [] } });
    expect(vapi.said).toEqual([]);

    const failing = withChecker(() => Promise.reject(new Error('offline')));
    await failing.client.start(config);
    final(failing.vapi, 'Hola');
    await flush();
    expect(console.warn).toHaveBeenCalled();
    expect(errors).toEqual([]);
  });
});
