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
import { fakeOpenAiEnv, startFakeOpenAi, until } from '@vi/testing';
import { TIME_ZONE, screenshots, setUpBrowserTests, signUpInBrowser } from './support.js';

// The reply streams a few words at a time, slowly enough that speaking can start before it ends.
const fake = await startFakeOpenAi({ chunkDelayMs: 120 });
afterAll(() => fake.close());

const browserTests = setUpBrowserTests({
  stack: {
    only: ['identity', 'sessions-and-limits', 'chat', 'gateway'],
    label: 'voicebrowser',
    env: fakeOpenAiEnv(fake, { OPENAI_TIMEOUT_MS: '5000' }),
  },
  launchArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage } = browserTests;
const shot = screenshots('voice-browser-');

interface SpeechState {
  toSay: string[];
  /** Each sentence the stand-in "heard" (a final result), with the page's clock. */
  heard: Array<{ text: string; at: number }>;
  /** When the crisis panel first appeared on the page (the page's clock), or 0. */
  panelAt: number;
  recognitions: Array<{ lang: string; continuous: boolean; interimResults: boolean; started: boolean; aborted: boolean }>;
  spoken: Array<{ text: string; lang: string; at: number }>;
  cancels: number;
}

/** Runs in the page before its own scripts: the stand-ins for the browser's speech objects. */
function installFakeSpeech(said: string[]) {
  const state: SpeechState = { toSay: [...said], heard: [], panelAt: 0, recognitions: [], spoken: [], cancels: 0 };
  (window as unknown as { __speech: SpeechState }).__speech = state;
  // When the crisis panel first shows, by the page's own clock (the same one `heard` uses).
  new MutationObserver(() => {
    if (!state.panelAt && document.querySelector('.crisis-panel')) state.panelAt = Date.now();
  }).observe(document, { childList: true, subtree: true });

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
        state.heard.push({ text, at: Date.now() });
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
/** The AI disclosure each call opens with, as the browser's voice says it (the page shows it in capitals). */
const DISCLOSURE = 'THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.';
const DISCLOSURE_SPOKEN = ['The AI companion (Vi) is a computer program and not a human being.', 'It is unable to feel human emotion.'];
/** A path or a web address: never spoken. */
const PATH_OR_URL = /(^|[\s(])\/[a-z]|https?:\/\/|www\./i;

const disclosureNotice = (page: Page) => page.getByRole('note', { name: 'Vi is a computer program' });

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
      // The AI disclosure is shown as the call starts: bold capitals of at least 16 pt (21.33 CSS px).
      const notice = disclosureNotice(page);
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toBe(DISCLOSURE);
      const look = await notice.locator('p').evaluate((el) => ({
        size: parseFloat(getComputedStyle(el).fontSize),
        weight: Number(getComputedStyle(el).fontWeight),
        transform: getComputedStyle(el).textTransform,
      }));
      expect(look.size).toBeGreaterThanOrEqual(21.33);
      expect(look.weight).toBeGreaterThanOrEqual(700);
      expect(look.transform).toBe('uppercase');

      // The member's words reached the model, in the request for this turn.
      await until(
        () => fake.requests.some((r) => /chat\/completions/.test(r.path) && JSON.stringify(r.body?.messages ?? []).includes(SAID)) || undefined,
        15_000,
        'the model never received the spoken words',
      );

      // The disclosure is said first, before the browser listens; then the reply, sentence by
      // sentence, in the call's language.
      const allSpoken = DISCLOSURE_SPOKEN.length + REPLY_SENTENCES.length;
      await until(async () => ((await speech(page)).spoken.length >= allSpoken ? true : undefined), 15_000, 'the reply was not spoken');
      const state = await speech(page);
      expect(state.spoken.map((s) => s.text)).toEqual([...DISCLOSURE_SPOKEN, ...REPLY_SENTENCES]);
      expect(state.heard[0]!.at).toBeGreaterThan(state.spoken[DISCLOSURE_SPOKEN.length - 1]!.at);
      expect(new Set(state.spoken.map((s) => s.lang))).toEqual(new Set(['en-US']));
      expect(state.recognitions[0]).toMatchObject({ lang: 'en-US', continuous: false, interimResults: false, started: true });
      // Speaking began while the reply was still streaming.
      await until(() => turnFinishedAt || undefined, 5_000, 'the turn request never finished');
      expect(state.spoken[DISCLOSURE_SPOKEN.length]!.at).toBeLessThan(turnFinishedAt);
      // An ordinary turn shows no crisis panel.
      await expect(page.locator('.crisis-panel').count()).resolves.toBe(0);

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

  it('a crisis sentence: the crisis panel with one-tap Call 988, Text 988 and Text HOME to 741741 within 2 s, the call goes on, no path spoken', async () => {
    fake.setReply(() => REPLY);
    const crisis = "I'm going to jump off the roof tonight";
    const { context, page } = await newPage();
    try {
      await context.addInitScript(installFakeSpeech, [crisis]);
      await signUpInBrowser(page, 'Rae Roof', uniqueEmail('crisis'));
      await page.goto('/voice');
      await page.getByText('Browser voice', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Talk to Vi' }).click();
      await page.getByRole('status').getByText('Talking with Vi').waitFor();

      // From the moment the words were heard, the panel has 2 seconds (the deadline).
      await page.waitForFunction(() => (window as unknown as { __speech: SpeechState }).__speech.heard.length > 0, undefined, { timeout: 15_000 });
      const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Your safety matters most right now' }) });
      await panel.waitFor({ timeout: 2_000 });
      const state = await speech(page);
      expect(state.heard[0]!.text).toBe(crisis);
      expect(state.panelAt - state.heard[0]!.at).toBeLessThan(2_000);
      await expect(panel.getByRole('link', { name: 'Call 988' }).getAttribute('href')).resolves.toBe('tel:988');
      await expect(panel.getByRole('link', { name: 'Text 988' }).getAttribute('href')).resolves.toBe('sms:988');
      await expect(panel.getByRole('link', { name: 'Text HOME to 741741' }).getAttribute('href')).resolves.toBe('sms:741741?&body=HOME');
      await expect(panel.getAttribute('data-channel')).resolves.toBe('voice');
      await expect(panel.getAttribute('data-level')).resolves.toMatch(/^(urgent|imminent)$/);

      // Vi says the crisis response, never a path or an address; the call stays open and listens again.
      await until(async () => ((await speech(page)).recognitions.length === 2 ? true : undefined), 15_000, 'the browser did not listen again');
      const after = await speech(page);
      const reply = after.spoken.slice(DISCLOSURE_SPOKEN.length).map((s) => s.text);
      expect(reply.length).toBeGreaterThan(0);
      expect(reply.join(' ')).toContain('988');
      for (const sentence of after.spoken) expect(sentence.text).not.toMatch(PATH_OR_URL);
      await expect(page.getByRole('status').getByText('Talking with Vi').count()).resolves.toBe(1);
      await shot(page, 'crisis-panel');

      await page.getByRole('button', { name: 'End Call' }).click();
      await page.getByRole('button', { name: 'Talk to Vi' }).waitFor();
      // The panel stays after the call.
      await expect(panel.count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  }, 90_000);
});
