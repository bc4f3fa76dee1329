import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { VoiceCall as VoiceCallStart, VoiceTurnEvent } from '@vi/contracts';
import { ApiError } from '../../lib/api.js';
import {
  BrowserVoiceClient,
  BrowserVoiceError,
  browserVoiceSupport,
  checkBrowserVoiceSupport,
  createBrowserVoiceClient,
  httpVoiceTurnSender,
  speechLanguageTag,
  takeSentences,
  type BrowserVoiceClock,
  type BrowserVoiceDeps,
  type SpeechRecognitionErrorEventLike,
  type SpeechRecognitionEventLike,
  type SpeechRecognitionLike,
  type SpeechSynthesisUtteranceLike,
  type VoiceTurnRequest,
} from './browser-voice-client.js';
import { VoiceCall, type VoiceSessionTracker } from './voice-call.js';

const SESSION_ID = '11111111-1111-4111-8111-111111111111';
const AI = { mode: 'provider', model: 'gpt-test' } as const;

// ── Stand-ins for the browser's speech objects ──────────────────────────

class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  static availability: string | null = null;
  static availableCalls: Array<{ langs: string[]; processLocally?: boolean }> = [];
  static install = jest.fn();
  static available?: (options: { langs: string[]; processLocally?: boolean }) => Promise<string>;

  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  processLocally = false;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null = null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  aborted = false;

  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.aborted = true;
  }
  /** The member said something: a final result, then the end of this recognition. */
  hear(transcript: string) {
    const result = Object.assign([{ transcript }], { isFinal: true });
    this.onresult?.({ resultIndex: 0, results: [result] });
    this.onend?.();
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
  get live() {
    return this.started && !this.aborted && this.onend !== null;
  }
}
FakeRecognition.available = async (options) => {
  FakeRecognition.availableCalls.push(options);
  if (FakeRecognition.availability === null) throw new Error('no on-device recognition');
  return FakeRecognition.availability;
};

class FakeUtterance implements SpeechSynthesisUtteranceLike {
  lang = '';
  volume = 1;
  voice: { lang: string; name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error?: string }) => void) | null = null;
  constructor(public text: string) {}
}

class FakeSynthesis {
  spoken: FakeUtterance[] = [];
  current: FakeUtterance | null = null;
  cancels = 0;
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
    this.current = utterance;
  }
  cancel() {
    this.cancels++;
    this.current = null;
  }
  voices = [
    { lang: 'en-US', name: 'Online English', localService: false },
    { lang: 'en-US', name: 'Device English', localService: true },
    { lang: 'es-ES', name: 'Español', localService: false },
  ];
  getVoices() {
    return this.voices;
  }
  /** The voice finished the sentence it was saying. */
  finish() {
    const utterance = this.current;
    if (!utterance) throw new Error('nothing is being spoken');
    this.current = null;
    utterance.onend?.();
  }
  get texts() {
    return this.spoken.map((u) => u.text);
  }
}

/** A reply stream the test writes into, event by event. */
class ScriptedStream implements AsyncIterable<VoiceTurnEvent> {
  private events: VoiceTurnEvent[] = [];
  private waiting: (() => void) | null = null;
  private ended = false;
  finished = false;
  push(...events: VoiceTurnEvent[]) {
    this.events.push(...events);
    this.waiting?.();
  }
  end() {
    this.ended = true;
    this.waiting?.();
  }
  async *[Symbol.asyncIterator]() {
    for (;;) {
      const next = this.events.shift();
      if (next) {
        yield next;
        continue;
      }
      if (this.ended) break;
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = null;
    }
    this.finished = true;
  }
}

class FakeClock implements BrowserVoiceClock {
  private timers = new Map<number, () => void>();
  private seq = 0;
  setTimeout = (callback: () => void) => {
    const id = ++this.seq;
    this.timers.set(id, callback);
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };
  run() {
    const due = [...this.timers.entries()];
    this.timers.clear();
    for (const [, callback] of due) callback();
  }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(overrides: Partial<BrowserVoiceDeps> = {}) {
  const synthesis = new FakeSynthesis();
  const clock = new FakeClock();
  const turns: VoiceTurnRequest[] = [];
  const streams: ScriptedStream[] = [];
  const sendTurn = jest.fn(async (request: VoiceTurnRequest) => {
    turns.push(structuredClone(request));
    const stream = new ScriptedStream();
    streams.push(stream);
    return stream;
  });
  const log = { warn: jest.fn(), error: jest.fn() };
  const client = new BrowserVoiceClient({
    SpeechRecognition: FakeRecognition,
    speechSynthesis: synthesis,
    SpeechSynthesisUtterance: FakeUtterance,
    sendTurn,
    clock,
    languages: [],
    log,
    ...overrides,
  });
  const events: string[] = [];
  const messages: unknown[] = [];
  const errors: unknown[] = [];
  for (const name of ['call-start', 'call-end', 'speech-start', 'speech-end'] as const) client.on(name, () => events.push(name));
  client.on('volume-level', (level) => events.push(`volume ${level}`));
  client.on('message', (message) => messages.push(message));
  client.on('error', (error) => errors.push(error));
  const recognition = () => FakeRecognition.instances.at(-1)!;
  const stream = () => streams.at(-1)!;
  return { client, synthesis, clock, turns, sendTurn, streams, stream, events, messages, errors, recognition, log };
}

async function started(language: 'en' | 'es' = 'en', overrides: Partial<BrowserVoiceDeps> = {}) {
  const env = setup(overrides);
  await env.client.start({ sessionId: SESSION_ID, language });
  return env;
}

/** One whole turn: the member says `said`, the reply streams as `reply` in one go and is spoken to the end. */
async function turn(env: Awaited<ReturnType<typeof started>>, said: string, reply: string) {
  env.recognition().hear(said);
  await flush();
  env.stream().push({ type: 'delta', text: reply }, { type: 'done', text: reply, crisis: false, assistant: AI });
  env.stream().end();
  await flush();
  while (env.synthesis.current) env.synthesis.finish();
  await flush();
}

beforeEach(() => {
  FakeRecognition.instances = [];
  FakeRecognition.availability = null;
  FakeRecognition.availableCalls = [];
});

describe('sentences and languages', () => {
  it('splits complete sentences off a growing reply and keeps the sentence still being written', () => {
    expect(takeSentences('I hear you. That sounds hard! How do you', 'en')).toEqual({
      sentences: ['I hear you.', 'That sounds hard!'],
      rest: 'How do you',
    });
    expect(takeSentences('Wait… Really?\nYes', 'en')).toEqual({ sentences: ['Wait…', 'Really?'], rest: 'Yes' });
    // No white space yet after the stop: it may be a number or more dots.
    expect(takeSentences('It was 3.5', 'en').sentences).toEqual([]);
    expect(takeSentences('Done.', 'en')).toEqual({ sentences: [], rest: 'Done.' });
  });

  it('does not end a sentence at an abbreviation of the call language or an initial', () => {
    expect(takeSentences('Ask Dr. Lee about it. J. Smith agreed. Then', 'en').sentences).toEqual(['Ask Dr. Lee about it.', 'J. Smith agreed.']);
    expect(takeSentences('¿Cómo estás? Habla con la Sra. García hoy. ¡Ánimo! Y', 'es').sentences).toEqual([
      '¿Cómo estás?',
      'Habla con la Sra. García hoy.',
      '¡Ánimo!',
    ]);
  });

  it('maps the call language to a speech tag, preferring the member’s own region', () => {
    expect(speechLanguageTag('en')).toBe('en-US');
    expect(speechLanguageTag('es')).toBe('es-ES');
    expect(speechLanguageTag('es', ['en-GB', 'es-MX'])).toBe('es-MX');
    expect(speechLanguageTag('en', ['en'])).toBe('en-US');
  });
});

describe('browserVoiceSupport', () => {
  it('reports recognition, synthesis and whether on-device recognition can be asked for', () => {
    expect(browserVoiceSupport({})).toEqual({ recognition: false, synthesis: false, onDevice: 'no' });
    function Old() {}
    expect(browserVoiceSupport({ webkitSpeechRecognition: Old, speechSynthesis: {}, SpeechSynthesisUtterance: FakeUtterance })).toEqual({
      recognition: true,
      synthesis: true,
      onDevice: 'no',
    });
    expect(browserVoiceSupport({ SpeechRecognition: FakeRecognition })).toEqual({ recognition: true, synthesis: false, onDevice: 'unknown' });
  });

  it('answers the on-device question for a language when asked', async () => {
    FakeRecognition.availability = 'available';
    await expect(checkBrowserVoiceSupport('es', { SpeechRecognition: FakeRecognition, navigator: { languages: [] } })).resolves.toMatchObject({
      onDevice: 'yes',
    });
    expect(FakeRecognition.availableCalls).toEqual([{ langs: ['es-ES'], processLocally: true }]);
    FakeRecognition.availability = 'downloadable';
    await expect(checkBrowserVoiceSupport('es', { SpeechRecognition: FakeRecognition })).resolves.toMatchObject({ onDevice: 'no' });
  });
});

describe('BrowserVoiceClient: listening', () => {
  it('starts the call and listens in the call language, one final result per turn', async () => {
    const { recognition, events, client } = await started('es');
    expect(events).toEqual(['call-start']);
    expect(recognition()).toMatchObject({ lang: 'es-ES', continuous: false, interimResults: false, started: true, processLocally: false });
    expect(client.isMuted()).toBe(false);
  });

  it('recognises on the device when the browser has the language installed, and never installs one', async () => {
    FakeRecognition.availability = 'available';
    const env = await started('en');
    expect(env.recognition().processLocally).toBe(true);
    expect(FakeRecognition.availableCalls).toEqual([{ langs: ['en-US'], processLocally: true }]);
    expect(env.messages).toContainEqual({ type: 'browser-voice', onDevice: true, lang: 'en-US' });

    FakeRecognition.availability = 'downloadable';
    const other = await started('en');
    expect(other.recognition().processLocally).toBe(false);
    expect(FakeRecognition.install).not.toHaveBeenCalled();
  });

  it('listens again after silence (no-speech)', async () => {
    const { recognition, clock, errors } = await started();
    const first = recognition();
    first.fail('no-speech');
    clock.run();
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(recognition()).not.toBe(first);
    expect(recognition().started).toBe(true);
    expect(errors).toEqual([]);
  });

  it.each(['not-allowed', 'service-not-allowed', 'audio-capture', 'network'])('ends the call with an error on %s', async (code) => {
    const { recognition, errors, clock, synthesis } = await started();
    recognition().fail(code);
    clock.run();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(BrowserVoiceError);
    expect((errors[0] as BrowserVoiceError).kind).toBe(code);
    expect(FakeRecognition.instances).toHaveLength(1); // not listening again
    expect(synthesis.cancels).toBe(1);
  });

  it('mute stops listening at once and unmute listens again', async () => {
    const { client, recognition, clock } = await started();
    const first = recognition();
    client.setMuted(true);
    expect(client.isMuted()).toBe(true);
    expect(first.aborted).toBe(true);
    clock.run();
    expect(FakeRecognition.instances).toHaveLength(1);
    client.setMuted(false);
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(recognition().started).toBe(true);
  });
});

describe('BrowserVoiceClient: the AI disclosure at the start', () => {
  it('says the disclosure before the first turn (sentence case for the voice), shows it, and only then listens', async () => {
    const env = setup();
    const disclosure = {
      text: 'EL ACOMPAÑANTE DE INTELIGENCIA ARTIFICIAL (VI) ES UN PROGRAMA INFORMÁTICO Y NO UN SER HUMANO. NO ES CAPAZ DE SENTIR EMOCIONES HUMANAS.',
      reason: 'start' as const,
    };
    await env.client.start({ sessionId: SESSION_ID, language: 'es', disclosure });
    expect(env.messages).toContainEqual({ type: 'vi-disclosure', disclosure });
    expect(env.synthesis.texts).toEqual(['El acompañante de inteligencia artificial (Vi) es un programa informático y no un ser humano.']);
    expect(env.synthesis.spoken[0]!.lang).toBe('es-ES');
    // Not listening while Vi speaks.
    expect(FakeRecognition.instances).toHaveLength(0);
    env.synthesis.finish();
    expect(env.synthesis.texts).toHaveLength(2);
    expect(env.synthesis.texts[1]).toBe('No es capaz de sentir emociones humanas.');
    env.synthesis.finish();
    expect(FakeRecognition.instances).toHaveLength(1);
    expect(FakeRecognition.instances[0]!.live).toBe(true);
    expect(env.events).toEqual(['call-start', 'speech-start', 'volume 1', 'volume 0', 'speech-end']);
  });
});

describe('BrowserVoiceClient: a turn', () => {
  it('sends the recognised words with the call’s earlier turns', async () => {
    const env = await started();
    await turn(env, 'I had a rough day', 'I am sorry to hear that. What happened?');
    await turn(env, 'Work was a lot', 'That sounds tiring.');
    expect(env.turns).toEqual([
      { callId: SESSION_ID, language: 'en', content: 'I had a rough day', history: [] },
      {
        callId: SESSION_ID,
        language: 'en',
        content: 'Work was a lot',
        history: [
          { role: 'user', content: 'I had a rough day' },
          { role: 'assistant', content: 'I am sorry to hear that. What happened?' },
        ],
      },
    ]);
    expect(env.messages).toContainEqual({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Work was a lot' });
    expect(env.messages).toContainEqual({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'That sounds tiring.' });
  });

  it('speaks the streamed reply sentence by sentence as it arrives, before the stream is done', async () => {
    const env = await started();
    env.recognition().hear('I feel anxious');
    await flush();
    const stream = env.stream();
    stream.push({ type: 'delta', text: 'I hear you. That sou' });
    await flush();
    expect(env.synthesis.texts).toEqual(['I hear you.']);
    expect(stream.finished).toBe(false);
    expect(env.events).toEqual(['call-start', 'speech-start', 'volume 1']);
    expect(env.synthesis.spoken[0]).toMatchObject({ lang: 'en-US', volume: 1, voice: { name: 'Device English' } });

    stream.push({ type: 'delta', text: 'nds hard! Would you like to' });
    await flush();
    expect(env.synthesis.texts).toEqual(['I hear you.']); // one at a time
    env.synthesis.finish();
    expect(env.synthesis.texts).toEqual(['I hear you.', 'That sounds hard!']);

    const whole = 'I hear you. That sounds hard! Would you like to try a breathing exercise';
    stream.push({ type: 'delta', text: ' try a breathing exercise' }, { type: 'done', text: whole, crisis: false, assistant: AI });
    stream.end();
    await flush();
    env.synthesis.finish();
    expect(env.synthesis.texts).toEqual(['I hear you.', 'That sounds hard!', 'Would you like to try a breathing exercise']);
    expect(env.events.at(-1)).toBe('volume 1');
    env.synthesis.finish();
    expect(env.events.slice(-2)).toEqual(['volume 0', 'speech-end']);
  });

  it('does not listen while speaking, and listens again after the last sentence', async () => {
    const env = await started();
    env.recognition().hear('Hello');
    await flush();
    expect(FakeRecognition.instances).toHaveLength(1);
    env.stream().push({ type: 'delta', text: 'Hi there. ' }, { type: 'done', text: 'Hi there. How are you?', crisis: false, assistant: AI });
    env.stream().end();
    await flush();
    env.clock.run();
    expect(FakeRecognition.instances).toHaveLength(1);
    env.synthesis.finish();
    expect(FakeRecognition.instances).toHaveLength(1);
    env.synthesis.finish();
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(env.recognition().started).toBe(true);
  });

  it('while muted the assistant still finishes speaking, then does not listen until unmuted', async () => {
    const env = await started();
    env.recognition().hear('Hello');
    await flush();
    env.client.setMuted(true);
    env.stream().push({ type: 'done', text: 'Hi. Take your time.', crisis: false, assistant: AI });
    env.stream().end();
    await flush();
    env.synthesis.finish();
    env.synthesis.finish();
    expect(env.synthesis.texts).toEqual(['Hi.', 'Take your time.']);
    expect(FakeRecognition.instances).toHaveLength(1);
    env.client.setMuted(false);
    expect(FakeRecognition.instances).toHaveLength(2);
  });

  it('keeps only the newest 40 earlier turns in the history it sends', async () => {
    const env = await started();
    for (let i = 1; i <= 21; i++) await turn(env, `said ${i}`, `reply ${i}.`);
    env.recognition().hear('said 22');
    await flush();
    const last = env.turns.at(-1)!;
    expect(last.content).toBe('said 22');
    expect(last.history).toHaveLength(40);
    expect(last.history[0]).toEqual({ role: 'user', content: 'said 2' });
    expect(last.history.at(-1)).toEqual({ role: 'assistant', content: 'reply 21.' });
  });

  it('speaks a crisis reply like any other and tells the page', async () => {
    const env = await started();
    env.recognition().hear('I want to end it');
    await flush();
    const crisisReply = 'I am really glad you told me. Please call or text 988 now.';
    env.stream().push({ type: 'done', text: crisisReply, crisis: true, assistant: AI });
    env.stream().end();
    await flush();
    expect(env.synthesis.texts).toEqual(['I am really glad you told me.']);
    env.synthesis.finish();
    expect(env.synthesis.texts).toEqual(['I am really glad you told me.', 'Please call or text 988 now.']);
    // A server that does not send `risk` yet: `crisis` counts as urgent.
    expect(env.messages).toContainEqual({ type: 'vi-risk', risk: { level: 'urgent', categories: [] } });
    expect(env.errors).toEqual([]);
  });

  it("tells the page the turn's risk before the reply is said, and nothing for a turn without risk", async () => {
    const env = await started();
    env.recognition().hear("I'm going to jump off the roof tonight");
    await flush();
    const risk = { level: 'imminent', categories: ['plan_preparation', 'intent'] } as const;
    env.stream().push({ type: 'done', text: 'Are you safe right now?', crisis: true, assistant: AI, risk: { ...risk, categories: [...risk.categories] } });
    env.stream().end();
    await flush();
    const riskAt = env.messages.findIndex((m) => (m as { type: string }).type === 'vi-risk');
    expect(env.messages[riskAt]).toEqual({ type: 'vi-risk', risk });
    expect(riskAt).toBeLessThan(env.messages.findIndex((m) => (m as { role?: string }).role === 'assistant'));
    env.synthesis.finish();
    await flush();
    env.messages.length = 0;
    await turn(env, 'Thanks, I will call.', 'I am here with you.');
    expect(env.messages.filter((m) => (m as { type: string }).type === 'vi-risk')).toEqual([]);
  });

  it('never says a path or an address: the crisis resources page in words, in the call language', async () => {
    const env = await started('es');
    env.recognition().hear('No puedo más');
    await flush();
    const reply = 'Llama o escribe al 988 ahora. La lista internacional está en /crisis-resources. También https://vi.example.com/safety ayuda.';
    env.stream().push({ type: 'delta', text: reply }, { type: 'done', text: reply, crisis: true, assistant: AI });
    env.stream().end();
    await flush();
    while (env.synthesis.current) env.synthesis.finish();
    expect(env.synthesis.texts).toEqual([
      'Llama o escribe al 988 ahora.',
      'La lista internacional está en la página de recursos de crisis.',
      'También la página de seguridad ayuda.',
    ]);
  });

  it('retract: stops saying the reply at once, drops the rest, and says what follows instead', async () => {
    const env = await started();
    env.recognition().hear('I have the pills here');
    await flush();
    env.stream().push({ type: 'delta', text: 'That sounds like a calm evening. Maybe a walk would' });
    await flush();
    expect(env.synthesis.texts).toEqual(['That sounds like a calm evening.']);
    const cancels = env.synthesis.cancels;
    env.stream().push({ type: 'retract' });
    await flush();
    expect(env.synthesis.cancels).toBe(cancels + 1);
    expect(env.synthesis.current).toBeNull();
    const crisis = 'I am worried about you. Please call or text 988 now.';
    env
      .stream()
      .push(
        { type: 'delta', text: crisis },
        { type: 'done', text: crisis, crisis: true, assistant: AI, risk: { level: 'imminent', categories: ['method_means'] } },
      );
    env.stream().end();
    await flush();
    while (env.synthesis.current) env.synthesis.finish();
    await flush();
    expect(env.synthesis.texts).toEqual(['That sounds like a calm evening.', 'I am worried about you.', 'Please call or text 988 now.']);
    expect(env.synthesis.texts.join(' ')).not.toContain('walk');
    expect(env.messages).toContainEqual({ type: 'vi-risk', risk: { level: 'imminent', categories: ['method_means'] } });
    // Then the member's turn again.
    expect(FakeRecognition.instances.at(-1)!.live).toBe(true);
  });

  it('a disclosure in a turn is said before the reply and shown', async () => {
    const env = await started();
    env.recognition().hear('Are you a real person?');
    await flush();
    const disclosure = {
      text: 'THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.',
      reason: 'asked' as const,
    };
    env.stream().push({ type: 'disclosure', disclosure });
    const reply = 'No, I am not a person. I am here to listen.';
    env.stream().push({ type: 'delta', text: reply }, { type: 'done', text: reply, crisis: false, assistant: AI, risk: null });
    env.stream().end();
    await flush();
    while (env.synthesis.current) env.synthesis.finish();
    expect(env.synthesis.texts).toEqual([
      'The AI companion (Vi) is a computer program and not a human being.',
      'It is unable to feel human emotion.',
      'No, I am not a person.',
      'I am here to listen.',
    ]);
    expect(env.messages).toContainEqual({ type: 'vi-disclosure', disclosure });
  });

  it('skips a turn refused for the rate limit, says nothing and listens again', async () => {
    const sendTurn = jest.fn(async () => {
      throw new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many messages' });
    });
    const env = await started('en', { sendTurn });
    env.recognition().hear('Hello');
    await flush();
    expect(env.errors).toEqual([]);
    expect(env.synthesis.spoken).toEqual([]);
    expect(env.messages).toContainEqual({ type: 'turn-skipped', reason: 'rate-limited' });
    expect(FakeRecognition.instances).toHaveLength(2);
  });

  it('ends the call with an error when a turn is refused or the reply fails', async () => {
    const refused = await started('en', {
      sendTurn: async () => {
        throw new ApiError({ status: 409, code: 'CONFLICT', message: 'This call has ended' });
      },
    });
    refused.recognition().hear('Hello');
    await flush();
    expect(refused.errors).toHaveLength(1);
    expect((refused.errors[0] as BrowserVoiceError).kind).toBe('turn');

    const failing = await started();
    failing.recognition().hear('Hello');
    await flush();
    failing
      .stream()
      .push({ type: 'delta', text: 'Well. ' }, { type: 'error', error: { code: 'INTERNAL', message: 'Failed to get response from AI assistant.' } });
    await flush();
    expect(failing.errors).toHaveLength(1);
    expect(failing.synthesis.cancels).toBe(1);
    expect(failing.events.slice(-2)).toEqual(['volume 0', 'speech-end']);
  });
});

describe('BrowserVoiceClient: volume and stopping', () => {
  it('applies the volume to the sentence being said and the ones to come', async () => {
    const env = await started();
    env.client.setVolume(0.4);
    env.recognition().hear('Hello');
    await flush();
    env.stream().push({ type: 'delta', text: 'One. Two. ' });
    await flush();
    expect(env.synthesis.spoken[0]!.volume).toBe(0.4);
    env.client.setVolume(2);
    expect(env.synthesis.spoken[0]!.volume).toBe(1);
    env.synthesis.finish();
    expect(env.synthesis.spoken[1]!.volume).toBe(1);
  });

  it('stop cancels the speech, aborts the request and listening, and emits call-end once', async () => {
    const env = await started();
    env.recognition().hear('Hello');
    await flush();
    env.stream().push({ type: 'delta', text: 'Hi there. And' });
    await flush();
    await env.client.stop();
    await env.client.stop();
    expect(env.synthesis.cancels).toBe(1);
    expect(env.events.slice(-3)).toEqual(['volume 0', 'speech-end', 'call-end']);
    env.stream().push({ type: 'delta', text: ' more. ' }, { type: 'done', text: 'Hi there. And more.', crisis: false, assistant: AI });
    env.stream().end();
    await flush();
    env.clock.run();
    expect(env.synthesis.texts).toEqual(['Hi there.']);
    expect(FakeRecognition.instances).toHaveLength(1);
    expect(env.errors).toEqual([]);
  });

  it('stop while listening aborts the recognition', async () => {
    const env = await started();
    await env.client.stop();
    expect(env.recognition().aborted).toBe(true);
    expect(env.events).toEqual(['call-start', 'call-end']);
  });
});

describe('httpVoiceTurnSender', () => {
  it('posts the turn with the call language and reads the reply events', async () => {
    const body = [
      'data: {"type":"delta","text":"Hola. "}\n\n',
      'data: {"type":"done","text":"Hola. ","crisis":false,"assistant":{"mode":"offline","model":"offline-coach"}}\n\n',
    ];
    const fetchImpl = jest.fn<typeof fetch>(
      async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (const chunk of body) controller.enqueue(new TextEncoder().encode(chunk));
              controller.close();
            },
          }),
          { status: 200, headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    const send = httpVoiceTurnSender(fetchImpl);
    const events: VoiceTurnEvent[] = [];
    for await (const event of await send(
      { callId: SESSION_ID, language: 'es', content: 'Hola', history: [{ role: 'user', content: 'Antes' }] },
      new AbortController().signal,
    )) {
      events.push(event);
    }
    expect(events.map((e) => e.type)).toEqual(['delta', 'done']);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(`/api/v1/voice-calls/${SESSION_ID}/turns?language=es`);
    expect(JSON.parse(init!.body as string)).toEqual({ content: 'Hola', history: [{ role: 'user', content: 'Antes' }] });
  });

  it('rejects with the server’s error for a refusal', async () => {
    const fetchImpl = jest.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(
      httpVoiceTurnSender(fetchImpl)({ callId: SESSION_ID, language: 'en', content: 'Hi', history: [] }, new AbortController().signal),
    ).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
  });
});

describe('createBrowserVoiceClient', () => {
  const answer = (mode: 'browser' | 'platform'): VoiceCallStart => ({
    session: { id: SESSION_ID, status: 'started', startedAt: '2025-05-17T10:00:00.000Z', endedAt: null, durationSeconds: null },
    mode,
    language: 'en',
  });

  it('refuses a platform call and a browser without speech', async () => {
    await expect(createBrowserVoiceClient(answer('platform'))).rejects.toThrow('does not use browser voice');
    await expect(createBrowserVoiceClient(answer('browser'))).rejects.toThrow('no speech recognition');
  });

  it('drives a VoiceCall: start → active → a turn → stop → completed', async () => {
    const synthesis = new FakeSynthesis();
    const streams: ScriptedStream[] = [];
    const tracker = {
      start: jest.fn<VoiceSessionTracker['start']>(async () => answer('browser')),
      end: jest.fn<VoiceSessionTracker['end']>(async () => ({ durationSeconds: 12 })),
    };
    const call = new VoiceCall({
      tracker,
      createClient: (started) =>
        createBrowserVoiceClient(started, {
          SpeechRecognition: FakeRecognition,
          speechSynthesis: synthesis,
          SpeechSynthesisUtterance: FakeUtterance,
          clock: new FakeClock(),
          sendTurn: async () => {
            const stream = new ScriptedStream();
            streams.push(stream);
            return stream;
          },
        }),
      getUserMedia: async () => ({ getTracks: () => [] }),
      events: null,
      log: { warn: jest.fn(), error: jest.fn() },
    });
    expect(await call.start()).toEqual({ kind: 'started' });
    expect(call.getSnapshot().status).toBe('active');

    FakeRecognition.instances.at(-1)!.hear('Hello Vi');
    await flush();
    streams[0]!.push({ type: 'delta', text: 'Hello! ' });
    await flush();
    expect(call.getSnapshot()).toMatchObject({ speaking: true, volumeLevel: 1 });
    streams[0]!.push({ type: 'done', text: 'Hello! ', crisis: false, assistant: AI });
    streams[0]!.end();
    await flush();
    synthesis.finish();
    expect(call.getSnapshot()).toMatchObject({ status: 'active', speaking: false, volumeLevel: 0 });
    expect(synthesis.texts).toEqual(['Hello!']);

    await call.stop();
    expect(call.getSnapshot().status).toBe('ended');
    expect(tracker.end).toHaveBeenCalledWith(SESSION_ID, 'completed');
    expect(FakeRecognition.instances.at(-1)!.aborted).toBe(true);
    call.getSnapshot();
  });
});
