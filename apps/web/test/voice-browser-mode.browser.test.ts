/**
 * Browser test: browser voice mode. The stack runs without voice-platform keys, so calls are held
 * by the browser's own speech recognition and synthesis over the voice-turn route, answered by a
 * model behind the OpenAI API (the fake server from @vi/testing, which records what it was sent).
 *
 * Headless Chromium has no speech recognition to drive, so the page gets stand-ins for the speech
 * objects before its scripts run (`addInitScript`): a `SpeechRecognition` that "hears" the
 * sentences of `window.__speech.toSay`, one per recognition, and a `speechSynthesis` that records
 * what it was asked to say and "says" each sentence in a moment. Everything else is the app's
 * production code against the real services.
 *
 * Build first (`node scripts/build.mjs`). Screenshots go to test-results/web/voice-browser-*.png.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { startFakeOpenAi, until } from '@vi/testing';
import { TIME_ZONE, screenshots, setUpBrowserTests, signUpInBrowser } from './support.js';

// The reply streams a few words at a time, slowly enough that speaking can start before it ends.
const fake = await startFakeOpenAi({ chunkDelayMs: 120 });
afterAll(() => fake.close());

const browserTests = setUpBrowserTests({
  stack: {
    only: ['identity', 'sessions-and-limits', 'chat', 'gateway'],
    label: 'voicebrowser',
    env: { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'test-model', OPENAI_TIMEOUT_MS: '5000' },
  },
  launchArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage } = browserTests;
const shot = screenshots('voice-browser-');

interface SpeechState {
  toSay: string[];
  recognitions: Array<{ lang: string; continuous: boolean; interimResults: boolean; started: boolean; aborted: boolean }>;
  spoken: Array<{ text: string; lang: string; at: number }>;
  cancels: number;
}

/** Runs in the page before its own scripts: the stand-ins for the browser's speech objects. */
function installFakeSpeech(said: string[]) {
  const state: SpeechState = { toSay: [...said], recognitions: [], spoken: [], cancels: 0 };
  (window as unknown as { __speech: SpeechState }).__speech = state;

  class FakeRecognition {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 1;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    private readonly record = { lang: '', continuous: true, interimResults: true, started: false, aborted: false };
    constructor() {
      state.recognitions.push(this.record);
    }
    start() {
      Object.assign(this.record, { lang: this.lang, continuous: this.continuous, interimResults: this.interimResults, started: true });
      const text = state.toSay.shift();
      // Nothing more to say: this recognition stays open, as a real one waits for speech.
      if (text === undefined) return;
      setTimeout(() => {
        if (this.record.aborted) return;
        const result = Object.assign([{ transcript: text, confidence: 0.93 }], { isFinal: true });
        this.onresult?.({ resultIndex: 0, results: [result] });
        this.onend?.();
      }, 200);
    }
    stop() {
      this.onend?.();
    }
    abort() {
      this.record.aborted = true;
    }
  }

  class FakeUtterance {
    lang = '';
    volume = 1;
    rate = 1;
    pitch = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    constructor(public text: string) {}
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const synthesis = {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => [],
    speak(utterance: FakeUtterance) {
      state.spoken.push({ text: utterance.text, lang: utterance.lang, at: Date.now() });
      synthesis.speaking = true;
      // "Says" the sentence in a moment.
      timer = setTimeout(() => {
        synthesis.speaking = false;
        utterance.onend?.();
      }, 150);
    },
    cancel() {
      state.cancels++;
      clearTimeout(timer);
      synthesis.speaking = false;
    },
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  };

  for (const [name, value] of Object.entries({
    SpeechRecognition: FakeRecognition,
    webkitSpeechRecognition: FakeRecognition,
    SpeechSynthesisUtterance: FakeUtterance,
    speechSynthesis: synthesis,
  })) {
    Object.defineProperty(window, name, { value, configurable: true, writable: true });
  }
}

const speech = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechState }).__speech);

/** The reply the model writes: four sentences, so speaking it sentence by sentence shows. */
const REPLY = 'I hear how heavy that day was. You carried a lot today! What felt hardest about it? Take your time, I am listening.';
const REPLY_SENTENCES = ['I hear how heavy that day was.', 'You carried a lot today!', 'What felt hardest about it?', 'Take your time, I am listening.'];
const SAID = 'I had a really hard day at work';

describe('a browser voice call', () => {
  it('hears the member, sends the words to the assistant and speaks the streamed reply sentence by sentence', async () => {
    fake.setReply(() => REPLY);
    const { context, page } = await newPage();
    try {
      await context.addInitScript(installFakeSpeech, [SAID]);
      let turnFinishedAt = 0;
      // When the browser was done with the turn's reply stream: downloaded to its end, or let go
      // by the client once `done` arrived.
      const turnOver = (request: { url(): string }) => {
        if (/\/voice-calls\/[^/]+\/turns/.test(request.url()) && !turnFinishedAt) turnFinishedAt = Date.now();
      };
      page.on('requestfinished', turnOver);
      page.on('requestfailed', turnOver);

      await signUpInBrowser(page, 'Noa Voice', uniqueEmail('turn'));
      await page.goto('/voice');
      // The mode is named, and where the speech goes is said before the first call.
      await page.getByText('Browser voice', { exact: true }).waitFor();
      await page.getByText(/may send the audio to the browser maker's servers/).waitFor();
      await shot(page, 'before-call');

      await page.getByRole('button', { name: 'Talk to Vi' }).click();
      await page.getByRole('status').getByText('Talking with Vi').waitFor();

      // The member's words reached the model, in the request for this turn.
      await until(
        () => fake.requests.some((r) => /chat\/completions/.test(r.path) && JSON.stringify(r.body?.messages ?? []).includes(SAID)) || undefined,
        15_000,
        'the model never received the spoken words',
      );

      // The reply is spoken sentence by sentence, in the call's language.
      await until(async () => ((await speech(page)).spoken.length >= REPLY_SENTENCES.length ? true : undefined), 15_000, 'the reply was not spoken');
      const state = await speech(page);
      expect(state.spoken.map((s) => s.text)).toEqual(REPLY_SENTENCES);
      expect(new Set(state.spoken.map((s) => s.lang))).toEqual(new Set(['en-US']));
      expect(state.recognitions[0]).toMatchObject({ lang: 'en-US', continuous: false, interimResults: false, started: true });
      // Speaking began while the reply was still streaming.
      await until(() => turnFinishedAt || undefined, 5_000, 'the turn request never finished');
      expect(state.spoken[0]!.at).toBeLessThan(turnFinishedAt);

      // After the last sentence, the browser listens again (a new recognition), and only then.
      await until(async () => ((await speech(page)).recognitions.length === 2 ? true : undefined), 10_000, 'the browser did not listen again');
      const after = await speech(page);
      expect(after.recognitions[1]!.started).toBe(true);
      expect(after.recognitions[1]!.aborted).toBe(false);
      await shot(page, 'in-call');

      await page.getByRole('button', { name: 'End Call' }).click();
      await page.getByRole('button', { name: 'Talk to Vi' }).waitFor();
      await page.getByRole('status').getByText('Ready to Talk').waitFor();
      const ended = await speech(page);
      expect(ended.recognitions[1]!.aborted).toBe(true);
      expect(ended.cancels).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  }, 90_000);
});
