import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { VoiceCall as VoiceCallStart } from '@vi/contracts';
import { ApiError } from '../../lib/api.js';
import { FakeVapi, FakeVapiConstructor } from './fake-vapi.js';
import { VapiVoiceClient, type VapiConstructor } from './vapi-voice-client.js';
import {
  installVoiceUnloadHook,
  VOICE_SESSION_ENDED_EVENT,
  VoiceCall,
  type VoiceCallDeps,
  type VoiceScheduler,
  type VoiceSessionEndedDetail,
  type VoiceSessionTracker,
} from './voice-call.js';

const SESSION_ID = '11111111-1111-4111-8111-111111111111';
const USER_ID = '22222222-2222-4222-8222-222222222222';

function serverAnswer(id = SESSION_ID): VoiceCallStart {
  return {
    session: { id, status: 'started', startedAt: '2025-05-17T10:00:00.000Z', endedAt: null, durationSeconds: null },
    mode: 'platform',
    platform: {
      publicKey: 'public-key',
      assistantId: 'assistant-1',
      assistantOverrides: { metadata: { sessionId: id, userId: USER_ID }, variableValues: { language: 'en' } },
    },
    language: 'en',
  };
}

/** A clock the test moves: intervals fire as time passes. */
class FakeClock implements VoiceScheduler {
  time = 1_000_000;
  private intervals = new Map<number, { callback: () => void; ms: number; next: number }>();
  private seq = 0;
  now = () => this.time;
  setInterval = (callback: () => void, ms: number) => {
    const id = ++this.seq;
    this.intervals.set(id, { callback, ms, next: this.time + ms });
    return id;
  };
  clearInterval = (handle: unknown) => {
    this.intervals.delete(handle as number);
  };
  get running() {
    return this.intervals.size;
  }
  advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.intervals.values()].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.ms;
      due.callback();
    }
    this.time = end;
  }
}

function setup(overrides: Partial<VoiceCallDeps> & { Vapi?: VapiConstructor } = {}) {
  const clock = new FakeClock();
  const tracker = {
    start: jest.fn<VoiceSessionTracker['start']>(async () => serverAnswer()),
    end: jest.fn<VoiceSessionTracker['end']>(async () => ({ durationSeconds: null })),
    endOnUnload: jest.fn<NonNullable<VoiceSessionTracker['endOnUnload']>>(() => true),
  };
  const microphoneTrack = { stop: jest.fn() };
  const getUserMedia = jest.fn<NonNullable<VoiceCallDeps['getUserMedia']>>(async () => ({ getTracks: () => [microphoneTrack] }));
  const Vapi = overrides.Vapi ?? FakeVapiConstructor;
  const createClient = jest.fn<VoiceCallDeps['createClient']>((answer) => new VapiVoiceClient(answer.platform!.publicKey, Vapi));
  const events = new EventTarget();
  const ended: VoiceSessionEndedDetail[] = [];
  events.addEventListener(VOICE_SESSION_ENDED_EVENT, (event) => ended.push((event as CustomEvent<VoiceSessionEndedDetail>).detail));
  const log = { warn: jest.fn(), error: jest.fn() };
  const call = new VoiceCall({ tracker, createClient, getUserMedia, scheduler: clock, events, log, ...overrides });
  const vapi = () => FakeVapi.instances.at(-1)!;
  return { call, clock, tracker, getUserMedia, microphoneTrack, createClient, ended, log, vapi };
}

/** Starts and makes the call live. */
async function live(overrides: Parameters<typeof setup>[0] = {}) {
  const env = setup(overrides);
  expect(await env.call.start()).toEqual({ kind: 'started' });
  env.vapi().emit('call-start');
  expect(env.call.getSnapshot().status).toBe('active');
  return env;
}

beforeEach(() => {
  FakeVapi.instances = [];
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the Vapi client's own log
});

describe('VoiceCall: a call from start to end', () => {
  it('asks for the microphone, then the server, then starts the platform call; call-start makes it active', async () => {
    const { call, getUserMedia, microphoneTrack, tracker, vapi } = setup();
    const statuses: string[] = [];
    call.subscribe(() => statuses.push(call.getSnapshot().status));
    const outcome = call.start();
    expect(call.getSnapshot().status).toBe('connecting');
    expect(await outcome).toEqual({ kind: 'started' });
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(microphoneTrack.stop).toHaveBeenCalled();
    expect(tracker.start).toHaveBeenCalledTimes(1);
    expect(vapi().starts).toEqual([{ assistant: 'assistant-1', overrides: serverAnswer().platform!.assistantOverrides }]);
    expect(call.getSnapshot()).toMatchObject({ status: 'connecting', sessionId: SESSION_ID });
    vapi().emit('call-start');
    expect(call.getSnapshot()).toMatchObject({ status: 'active', timer: '00:00', error: null });
    expect(statuses[0]).toBe('connecting');
    expect(statuses.at(-1)).toBe('active');
  });

  it('ticks the mm:ss timer every second with the injected clock, and resets it on end', async () => {
    const { call, clock, vapi, tracker, ended } = await live();
    clock.advance(1000);
    expect(call.getSnapshot().timer).toBe('00:01');
    clock.advance(65_000);
    expect(call.getSnapshot()).toMatchObject({ seconds: 66, timer: '01:06' });
    await call.stop();
    expect(call.getSnapshot()).toMatchObject({ status: 'ended', seconds: 0, timer: '00:00', sessionId: null });
    expect(clock.running).toBe(0);
    expect(vapi().stops).toBe(1);
    expect(tracker.end).toHaveBeenCalledWith(SESSION_ID, 'completed');
    expect(ended).toEqual([{ sessionId: SESSION_ID, status: 'completed', duration: 66 }]);
  });

  it('dispatches voiceSessionEnded once, even when the platform reports the end again afterwards', async () => {
    const { call, vapi, tracker, ended } = await live();
    await call.stop(); // the fake SDK emits call-end from stop, as the real one does on leaving
    vapi().emit('call-end');
    await call.stop();
    await call.whenSettled();
    expect(tracker.end).toHaveBeenCalledTimes(1);
    expect(ended).toHaveLength(1);
  });

  it("takes the server's duration for the event when it sends one", async () => {
    const { call, clock, tracker, ended } = await live();
    tracker.end.mockResolvedValueOnce({ durationSeconds: 7 });
    clock.advance(5000);
    await call.stop();
    expect(ended).toEqual([{ sessionId: SESSION_ID, status: 'completed', duration: 7 }]);
  });

  it('completes the session when the assistant hangs up', async () => {
    const { call, clock, vapi, tracker, ended } = await live();
    clock.advance(3000);
    vapi().emit('call-end');
    await call.whenSettled();
    expect(call.getSnapshot()).toMatchObject({ status: 'ended', timer: '00:00', error: null });
    expect(tracker.end).toHaveBeenCalledWith(SESSION_ID, 'completed');
    expect(ended).toEqual([{ sessionId: SESSION_ID, status: 'completed', duration: 3 }]);
  });

  it('can start again after a call ended', async () => {
    const { call, vapi, tracker } = await live();
    await call.stop();
    tracker.start.mockResolvedValueOnce(serverAnswer('33333333-3333-4333-8333-333333333333'));
    expect(await call.start()).toEqual({ kind: 'started' });
    vapi().emit('call-start');
    expect(call.getSnapshot()).toMatchObject({ status: 'active', sessionId: '33333333-3333-4333-8333-333333333333' });
  });
});

describe('VoiceCall: starting is refused while connecting or active', () => {
  it('refuses a second start while the first is connecting, and while active', async () => {
    const { call, vapi, getUserMedia, tracker } = setup();
    const first = call.start();
    expect(await call.start()).toEqual({ kind: 'refused' });
    expect(await first).toEqual({ kind: 'started' });
    expect(await call.start()).toEqual({ kind: 'refused' }); // still connecting
    vapi().emit('call-start');
    expect(await call.start()).toEqual({ kind: 'refused' });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(tracker.start).toHaveBeenCalledTimes(1);
    expect(FakeVapi.instances).toHaveLength(1);
    expect(vapi().starts).toHaveLength(1);
  });
});

describe('VoiceCall: mute', () => {
  it('does nothing unless the call is active', async () => {
    const { call, vapi } = setup();
    expect(call.toggleMute()).toBe(false);
    await call.start();
    expect(call.toggleMute()).toBe(false); // connecting
    expect(vapi().muted).toBe(false);
    expect(call.getSnapshot()).toMatchObject({ muted: false, error: null });
  });

  it('toggles the microphone while active, and unmutes for the next call', async () => {
    const { call, vapi } = await live();
    expect(call.toggleMute()).toBe(true);
    expect(vapi().muted).toBe(true);
    expect(call.getSnapshot().muted).toBe(true);
    expect(call.toggleMute()).toBe(true);
    expect(vapi().muted).toBe(false);
    call.toggleMute();
    await call.stop();
    expect(call.getSnapshot().muted).toBe(false);
    expect(call.toggleMute()).toBe(false);
  });

  it('shows "Failed to toggle mute" when the client fails, and the call goes on', async () => {
    const { call, vapi, tracker } = await live();
    vapi().muteError = new Error('no track');
    expect(call.toggleMute()).toBe(false);
    expect(call.getSnapshot()).toMatchObject({ status: 'active', muted: false, error: 'voice.error.mute' });
    expect(tracker.end).not.toHaveBeenCalled();
    vapi().muteError = null;
    expect(call.toggleMute()).toBe(true);
    expect(call.getSnapshot().error).toBeNull();
  });
});

describe('VoiceCall: failures mark the session failed with the spec sentence', () => {
  it('microphone refused: "Failed to start call..." and the server is never asked', async () => {
    const getUserMedia = jest.fn<NonNullable<VoiceCallDeps['getUserMedia']>>(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { call, tracker, createClient, ended } = setup({ getUserMedia });
    expect(await call.start()).toEqual({ kind: 'failed', error: 'voice.error.start' });
    expect(call.getSnapshot()).toMatchObject({ status: 'error', error: 'voice.error.start' });
    expect(tracker.start).not.toHaveBeenCalled();
    expect(createClient).not.toHaveBeenCalled();
    expect(ended).toEqual([]);
  });

  it('the client cannot be created: "Failed to initialize voice assistant", session failed', async () => {
    class BrokenVapi extends FakeVapi {
      constructor(key: string) {
        super(key);
        throw new Error('WebRTC unsupported');
      }
    }
    const { call, tracker, ended } = setup({ Vapi: BrokenVapi });
    expect(await call.start()).toEqual({ kind: 'failed', error: 'voice.error.initialize' });
    await call.whenSettled();
    expect(call.getSnapshot()).toMatchObject({ status: 'error', error: 'voice.error.initialize', sessionId: null });
    expect(tracker.end).toHaveBeenCalledWith(SESSION_ID, 'failed');
    expect(ended).toEqual([{ sessionId: SESSION_ID, status: 'failed', duration: 0 }]);
  });

  it('the platform call throws on start: "Failed to start call...", session failed', async () => {
    const env = setup();
    env.createClient.mockImplementationOnce((answer) => {
      const client = new VapiVoiceClient(answer.platform!.publicKey, FakeVapiConstructor);
      env.vapi().startResult = new Error('join failed');
      return client;
    });
    expect(await env.call.start()).toEqual({ kind: 'failed', error: 'voice.error.start' });
    await env.call.whenSettled();
    expect(env.call.getSnapshot()).toMatchObject({ status: 'error', error: 'voice.error.start' });
    expect(env.tracker.end).toHaveBeenCalledWith(SESSION_ID, 'failed');
    expect(env.ended).toEqual([{ sessionId: SESSION_ID, status: 'failed', duration: 0 }]);
  });

  it("the SDK's own failure (error event, then null) fails the start once", async () => {
    const env = setup();
    env.createClient.mockImplementationOnce((answer) => {
      const client = new VapiVoiceClient(answer.platform!.publicKey, FakeVapiConstructor);
      env.vapi().startResult = null;
      env.vapi().startErrorEvent = { type: 'start-method-error', error: { message: 'room full' } };
      return client;
    });
    expect(await env.call.start()).toEqual({ kind: 'failed', error: 'voice.error.start' });
    await env.call.whenSettled();
    expect(env.tracker.end).toHaveBeenCalledTimes(1);
    expect(env.tracker.end).toHaveBeenCalledWith(SESSION_ID, 'failed');
    expect(env.ended).toHaveLength(1);
  });

  it('an error during the call: "An error occurred during the call", client let go, session failed', async () => {
    const { call, clock, vapi, tracker, ended } = await live();
    clock.advance(12_000);
    vapi().emit('error', { type: 'daily-error', error: { message: 'network gone' } });
    await call.whenSettled();
    expect(call.getSnapshot()).toMatchObject({ status: 'error', error: 'voice.error.call', timer: '00:00' });
    expect(vapi().stops).toBe(1);
    expect(clock.running).toBe(0);
    expect(tracker.end).toHaveBeenCalledTimes(1);
    expect(tracker.end).toHaveBeenCalledWith(SESSION_ID, 'failed');
    expect(ended).toEqual([{ sessionId: SESSION_ID, status: 'failed', duration: 12 }]);
  });

  it('a problem the platform survives (noise filter) does not end the call', async () => {
    const { call, vapi, tracker } = await live();
    vapi().emit('error', { type: 'audio-processing-setup-error' });
    expect(call.getSnapshot()).toMatchObject({ status: 'active', error: null });
    expect(tracker.end).not.toHaveBeenCalled();
  });

  it('ending fails: "Failed to end call", session failed', async () => {
    const { call, clock, vapi, tracker, ended } = await live();
    clock.advance(4000);
    vapi().stopError = new Error('destroy failed');
    await call.stop();
    expect(call.getSnapshot()).toMatchObject({ status: 'error', error: 'voice.error.end', timer: '00:00' });
    expect(tracker.end).toHaveBeenCalledWith(SESSION_ID, 'failed');
    expect(ended).toEqual([{ sessionId: SESSION_ID, status: 'failed', duration: 4 }]);
  });

  it('a failed start can be followed by a new start that works', async () => {
    const getUserMedia = jest.fn<NonNullable<VoiceCallDeps['getUserMedia']>>();
    getUserMedia.mockRejectedValueOnce(new Error('denied')).mockResolvedValueOnce({});
    const { call, vapi } = setup({ getUserMedia });
    expect((await call.start()).kind).toBe('failed');
    expect(await call.start()).toEqual({ kind: 'started' });
    vapi().emit('call-start');
    expect(call.getSnapshot()).toMatchObject({ status: 'active', error: null });
  });
});

describe('VoiceCall: session tracking never breaks the call', () => {
  it('the server failing to record the end is logged; the call ends normally and the app is told', async () => {
    const { call, clock, tracker, ended, log } = await live();
    tracker.end.mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    clock.advance(9000);
    await expect(call.stop()).resolves.toBeUndefined();
    expect(call.getSnapshot()).toMatchObject({ status: 'ended', error: null });
    expect(ended).toEqual([{ sessionId: SESSION_ID, status: 'completed', duration: 9 }]);
    expect(log.warn).toHaveBeenCalled();
  });

  it('while the end is being recorded, the call is already over and a new one may start', async () => {
    const { call, tracker } = await live();
    let answer!: () => void;
    tracker.end.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve({}))));
    const stopping = call.stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(call.getSnapshot().status).toBe('ended');
    answer();
    await stopping;
  });
});

describe('VoiceCall: the monthly limit', () => {
  it('LIMIT_REACHED gives the limit outcome, back to idle, and never touches the client', async () => {
    const { call, tracker, createClient, ended } = setup();
    tracker.start.mockRejectedValueOnce(
      new ApiError({ status: 402, code: 'LIMIT_REACHED', message: 'Limit reached', details: { kind: 'voice', used: 5, limit: 5 } }),
    );
    expect(await call.start()).toEqual({ kind: 'limit-reached', details: { kind: 'voice', used: 5, limit: 5 } });
    expect(call.getSnapshot()).toMatchObject({ status: 'idle', error: null, sessionId: null });
    expect(createClient).not.toHaveBeenCalled();
    expect(FakeVapi.instances).toHaveLength(0);
    expect(tracker.end).not.toHaveBeenCalled();
    expect(ended).toEqual([]);
  });

  it('any other server failure is a start failure with no session to end', async () => {
    const { call, tracker, createClient } = setup();
    tracker.start.mockRejectedValueOnce(new ApiError({ status: 500, code: 'UNKNOWN', message: 'broken' }));
    expect(await call.start()).toEqual({ kind: 'failed', error: 'voice.error.start' });
    // 503: the server could not open the call with its AI disclosure; not the microphone's fault.
    tracker.start.mockRejectedValueOnce(new ApiError({ status: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'down' }));
    expect(await call.start()).toEqual({ kind: 'failed', error: 'voice.error.unavailable' });
    expect(createClient).not.toHaveBeenCalled();
    expect(tracker.end).not.toHaveBeenCalled();
  });
});

describe('VoiceCall: during the call', () => {
  it('shows the assistant speaking from speech-start/-end and from the output level', async () => {
    const { call, vapi } = await live();
    expect(call.getSnapshot().speaking).toBe(false);
    vapi().emit('speech-start');
    expect(call.getSnapshot().speaking).toBe(true);
    vapi().emit('speech-end');
    expect(call.getSnapshot().speaking).toBe(false);
    vapi().emit('volume-level', 0.6);
    expect(call.getSnapshot()).toMatchObject({ speaking: true, volumeLevel: 0.6 });
    vapi().emit('volume-level', 0);
    expect(call.getSnapshot()).toMatchObject({ speaking: false, volumeLevel: 0 });
    vapi().emit('speech-start');
    await call.stop();
    expect(call.getSnapshot().speaking).toBe(false);
  });

  it('passes the messages on', async () => {
    const { call, vapi } = await live();
    const messages: unknown[] = [];
    const off = call.onMessage((message) => messages.push(message));
    vapi().emit('message', { type: 'transcript', role: 'assistant', transcript: 'Hi, I am here.' });
    off();
    vapi().emit('message', { type: 'transcript' });
    expect(messages).toEqual([{ type: 'transcript', role: 'assistant', transcript: 'Hi, I am here.' }]);
  });

  it('applies the chosen playback volume to the client when it is built, and during the call', async () => {
    const { call, vapi } = setup();
    call.setVolume(0.4);
    await call.start();
    expect(vapi().volume).toBe(0.4);
    vapi().emit('call-start');
    call.setVolume(2);
    expect(vapi().volume).toBe(1);
    expect(call.getSnapshot().volume).toBe(1);
  });
});

describe('VoiceCall: ending before it connected, and leaving the page', () => {
  it('End Call while connecting cancels: client let go, session failed, no error shown', async () => {
    const { call, vapi, tracker, ended } = setup();
    await call.start();
    await call.stop();
    expect(call.getSnapshot()).toMatchObject({ status: 'ended', error: null });
    expect(vapi().stops).toBe(1);
    expect(tracker.end).toHaveBeenCalledWith(SESSION_ID, 'failed');
    expect(ended).toEqual([{ sessionId: SESSION_ID, status: 'failed', duration: 0 }]);
    vapi().emit('call-start'); // too late: ignored
    expect(call.getSnapshot().status).toBe('ended');
  });

  it('a start cancelled while the server answers ends that session and reports cancelled', async () => {
    const { call, tracker, createClient, ended } = setup();
    let answer!: (value: VoiceCallStart) => void;
    tracker.start.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const outcome = call.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await call.stop();
    answer(serverAnswer());
    expect(await outcome).toEqual({ kind: 'cancelled' });
    await call.whenSettled();
    expect(createClient).not.toHaveBeenCalled();
    expect(tracker.end).toHaveBeenCalledWith(SESSION_ID, 'failed');
    expect(ended).toHaveLength(1);
  });

  it('on pagehide a live session is ended by beacon, once', async () => {
    const { call, clock, vapi, tracker } = await live();
    const page = new EventTarget();
    const remove = installVoiceUnloadHook(call, page);
    page.dispatchEvent(new Event('pagehide'));
    page.dispatchEvent(new Event('pagehide'));
    remove();
    expect(tracker.endOnUnload).toHaveBeenCalledTimes(1);
    expect(tracker.endOnUnload).toHaveBeenCalledWith(SESSION_ID);
    expect(tracker.end).not.toHaveBeenCalled();
    expect(vapi().stops).toBe(1);
    expect(clock.running).toBe(0);
    expect(call.getSnapshot().status).toBe('ended');
  });

  it('with no call under way, unloading sends nothing', () => {
    const { call, tracker } = setup();
    expect(call.endOnUnload()).toBe(false);
    expect(tracker.endOnUnload).not.toHaveBeenCalled();
  });
});

describe('VoiceCall: the safety net', () => {
  const disclosure = {
    text: 'THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.',
    reason: 'start' as const,
  };

  it("keeps the start answer's disclosure for the page and passes it to the client", async () => {
    const { call, tracker, createClient } = setup();
    tracker.start.mockResolvedValueOnce({ ...serverAnswer(), disclosure });
    const starts: unknown[] = [];
    createClient.mockImplementationOnce((answer) => {
      const client = new VapiVoiceClient(answer.platform!.publicKey, FakeVapiConstructor);
      const start = client.start.bind(client);
      client.start = async (config) => {
        starts.push(config);
        return start(config);
      };
      return client;
    });
    expect(call.getSnapshot().disclosure).toBeNull();
    await call.start();
    expect(call.getSnapshot().disclosure).toEqual(disclosure);
    expect(starts).toEqual([expect.objectContaining({ disclosure })]);
  });

  it('takes the risk a transcript turn showed into the snapshot at once, keeps the highest, and keeps it after the call', async () => {
    const checks: Array<{ text: string; earlier: string[] }> = [];
    const answers = [
      { risk: { level: 'concern' as const, categories: ['passive_ideation' as const] }, say: null, disclosure: null },
      { risk: { level: 'imminent' as const, categories: ['plan_preparation' as const] }, say: 'Please call or text 988 now.', disclosure: null },
      { risk: { level: 'urgent' as const, categories: ['active_ideation' as const] }, say: null, disclosure: null },
    ];
    const { call, vapi } = await live({
      createClient: (answer) =>
        new VapiVoiceClient(answer.platform!.publicKey, FakeVapiConstructor, async (check) => {
          checks.push({ text: check.text, earlier: check.earlier });
          return answers.shift()!;
        }),
    });
    const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
    const final = (transcript: string) => vapi().emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript });
    final("I'd rather not wake up tomorrow");
    await flush();
    expect(call.getSnapshot().risk).toEqual({ level: 'concern', categories: ['passive_ideation'] });
    final("I've got enough pills saved up now");
    await flush();
    expect(call.getSnapshot().risk).toEqual({ level: 'imminent', categories: ['passive_ideation', 'plan_preparation'] });
    expect(vapi().said).toEqual([
      { message: 'Please call or text 988 now.', endCallAfterSpoken: false, interruptionsEnabled: false, interruptAssistantEnabled: true },
    ]);
    final('I keep thinking about it');
    await flush();
    expect(call.getSnapshot().risk).toEqual({ level: 'imminent', categories: ['passive_ideation', 'plan_preparation', 'active_ideation'] });
    expect(checks.map((c) => c.earlier)).toEqual([
      [],
      ["I'd rather not wake up tomorrow"],
      ["I'd rather not wake up tomorrow", "I've got enough pills saved up now"],
    ]);
    await call.stop();
    expect(call.getSnapshot()).toMatchObject({ status: 'ended', risk: { level: 'imminent' } });
  });
});
