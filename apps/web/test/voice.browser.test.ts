/**
 * Browser test: the voice page against the real stack (gateway, identity, sessions-and-limits)
 * with the voice platform configured, in headless Chromium with a fake microphone.
 *
 * The platform's web SDK is the one thing not real: the page loads it on demand as its own chunk
 * (`assets/voice-platform-sdk-<hash>.js`, named in vite.config.ts), and the test answers that
 * request with a scripted stand-in module (`FAKE_SDK` below). No seam in the app: the page runs
 * its production code, and only the SDK's network and WebRTC side is replaced. The stand-in
 * records what the page asked of it on `window.__fakeVapi`.
 *
 * Build first (`node scripts/build.mjs`). Screenshots go to test-results/web/voice-*.png.
 */
import { describe, expect, it } from '@jest/globals';
import { FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { fakeVapiEnv, until, vapiClientTranscript } from '@vi/testing';
import { TIME_ZONE, screenshots, seriousAxeViolations, setUpBrowserTests, signInInBrowser, signUpInBrowser } from './support.js';

const vapi = fakeVapiEnv();
const browserTests = setUpBrowserTests({
  stack: {
    // chat: the AI disclosure each call opens with, and the transcript turns' risk check.
    only: ['identity', 'sessions-and-limits', 'chat', 'gateway'],
    label: 'voice',
    env: { VAPI_PUBLIC_KEY: vapi.VAPI_PUBLIC_KEY, VAPI_ASSISTANT_ID: vapi.VAPI_ASSISTANT_ID, VAPI_WEBHOOK_SECRET: vapi.VAPI_WEBHOOK_SECRET },
  },
  launchArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage, signUpByApi, api } = browserTests;
const shot = screenshots('voice-');

/**
 * The stand-in for the SDK chunk: the `Vapi` class's surface the page uses. `start` resolves at
 * once and the call goes live a moment later (`call-start`), then the assistant talks (speech-start
 * and a level several times a second); `stop` ends it (`call-end`), as the SDK does.
 */
const FAKE_SDK = `
const state = (window.__fakeVapi ??= { instances: [] });
class FakeVapi {
  constructor(publicKey) {
    this.publicKey = publicKey;
    this.handlers = new Map();
    this.muted = false;
    this.volume = null;
    this.starts = [];
    this.said = [];
    this.stops = 0;
    state.instances.push(this);
  }
  on(event, listener) { this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]); return this; }
  removeListener(event, listener) { this.handlers.set(event, (this.handlers.get(event) ?? []).filter((l) => l !== listener)); return this; }
  emit(event, ...args) { for (const listener of this.handlers.get(event) ?? []) listener(...args); }
  async start(assistantId, overrides) {
    this.starts.push({ assistantId, overrides });
    setTimeout(() => {
      this.emit('call-start');
      this.emit('speech-start');
      let tick = 0;
      this.levels = setInterval(() => this.emit('volume-level', 0.3 + 0.2 * Math.sin(tick++)), 150);
    }, 100);
    return { id: 'fake-platform-call' };
  }
  async stop() {
    this.stops++;
    clearInterval(this.levels);
    this.emit('speech-end');
    this.emit('call-end');
  }
  setMuted(muted) { this.muted = muted; }
  isMuted() { return this.muted; }
  setVolume(volume) { this.volume = volume; }
  say(message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled) {
    this.said.push({ message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled, at: Date.now() });
  }
}
export default { default: FakeVapi };
`;

interface FakeVapiState {
  instances: Array<{
    publicKey: string;
    muted: boolean;
    volume: number | null;
    starts: Array<{ assistantId: string; overrides: unknown }>;
    said: Array<{ message: string; endCallAfterSpoken?: boolean; interruptionsEnabled?: boolean; interruptAssistantEnabled?: boolean; at: number }>;
    stops: number;
  }>;
}

/** Serves the stand-in for the SDK chunk and counts how often the page asked for it. */
async function fakeTheSdk(context: BrowserContext): Promise<{ requests: () => number }> {
  let requests = 0;
  await context.route('**/assets/voice-platform-sdk-*.js', (route) => {
    requests++;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_SDK });
  });
  return { requests: () => requests };
}

const fakeState = (page: Page) => page.evaluate(() => (window as unknown as { __fakeVapi?: FakeVapiState }).__fakeVapi ?? { instances: [] });

const callCard = (page: Page) => page.getByRole('region', { name: 'Voice call with Vi' });
const statusLine = (page: Page) => callCard(page).getByRole('status');
const timer = (page: Page) => page.getByRole('timer', { name: 'Call time' });
const muteButton = (page: Page) => page.getByRole('button', { name: 'Mute microphone' });
const promptsCard = (page: Page) => page.getByRole('region', { name: 'Things Vi Can Help With' });

describe('a voice call from the dashboard', () => {
  it('talks with Vi: live status, ticking timer, speaking indicator, mute, volume, End Call, and the dashboard counts it', async () => {
    const { context, page } = await newPage();
    const sdk = await fakeTheSdk(context);
    try {
      await signUpInBrowser(page, 'Vera Voice', uniqueEmail('call'));
      await page.getByRole('button', { name: 'Start Voice Session' }).click();
      await page.waitForURL('**/voice');

      // Before a call.
      await page.getByRole('heading', { level: 1, name: 'Voice Conversation with Vi' }).waitFor();
      await page.getByText('You are talking to Vi, an AI assistant — not a person.').waitFor();
      await expect(statusLine(page).textContent()).resolves.toBe('Ready to Talk');
      await expect(timer(page).textContent()).resolves.toBe('00:00');
      await expect(muteButton(page).isDisabled()).resolves.toBe(true);
      await callCard(page)
        .getByText(/Press Talk to Vi and speak naturally/)
        .waitFor();
      await expect(callCard(page).getByRole('alert').count()).resolves.toBe(0);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).resolves.toBe('/dashboard');
      await expect(callCard(page).getByRole('link', { name: 'Crisis resources' }).getAttribute('href')).resolves.toBe('/crisis-resources');
      await page.getByRole('heading', { name: 'Share Your Feedback' }).waitFor();
      // The SDK is not loaded before the first call.
      expect(sdk.requests()).toBe(0);

      // Vi's volume, chosen before the call, is applied when it starts.
      const volume = page.getByRole('slider', { name: "Vi's volume" });
      await expect(volume.getAttribute('aria-valuetext')).resolves.toBe('100%');
      await volume.fill('40');
      await expect(volume.getAttribute('aria-valuetext')).resolves.toBe('40%');
      await shot(page, 'idle-desktop');

      const ended = page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            window.addEventListener('voiceSessionEnded', (event) => resolve((event as CustomEvent).detail), { once: true });
          }),
      );
      await page.getByRole('button', { name: 'Talk to Vi' }).click();
      await until(async () => ((await statusLine(page).textContent()) === 'Talking with Vi' ? true : undefined), 10_000, 'the call did not go live');
      expect(sdk.requests()).toBe(1);
      const started = await fakeState(page);
      expect(started.instances).toHaveLength(1);
      const [client] = started.instances;
      expect(client!.publicKey).toBe(vapi.VAPI_PUBLIC_KEY);
      expect(client!.starts).toEqual([
        {
          assistantId: vapi.VAPI_ASSISTANT_ID,
          overrides: {
            metadata: { sessionId: expect.any(String), userId: expect.any(String) },
            variableValues: { language: 'en' },
          },
        },
      ]);
      expect(client!.volume).toBe(0.4);
      await page.getByRole('button', { name: 'End Call' }).waitFor();
      await expect(
        callCard(page)
          .getByText(/Press Talk to Vi/)
          .count(),
      ).resolves.toBe(0);

      // The timer ticks each second: wait for the next tick, not for a stretch of time.
      const first = (await timer(page).textContent()) ?? '';
      expect(first).toMatch(/^\d\d:\d\d$/);
      const later = await until(
        async () => {
          const now = (await timer(page).textContent()) ?? '';
          return now !== first ? now : undefined;
        },
        10_000,
        'the call timer did not tick',
      );
      expect(later).toMatch(/^00:0[1-9]$/);

      // Vi is talking: said politely to screen readers.
      await callCard(page).getByText('Vi is speaking', { exact: true }).waitFor();
      await expect(callCard(page).locator('[aria-live="polite"]').first().textContent()).resolves.toBe('Vi is speaking');

      // Mute and unmute.
      await expect(muteButton(page).isEnabled()).resolves.toBe(true);
      await expect(muteButton(page).getAttribute('aria-pressed')).resolves.toBe('false');
      await muteButton(page).click();
      await expect(muteButton(page).getAttribute('aria-pressed')).resolves.toBe('true');
      await callCard(page).getByText("Your microphone is muted, so Vi can't hear you.").waitFor();
      expect((await fakeState(page)).instances[0]!.muted).toBe(true);

      // The volume changes Vi's playback during the call too.
      await volume.fill('70');
      await until(async () => ((await fakeState(page)).instances[0]!.volume === 0.7 ? true : undefined), 5000, 'the volume did not reach the call');
      await shot(page, 'active-desktop');

      await muteButton(page).click();
      await expect(muteButton(page).getAttribute('aria-pressed')).resolves.toBe('false');
      expect((await fakeState(page)).instances[0]!.muted).toBe(false);
      await expect(page.getByText("Your microphone is muted, so Vi can't hear you.").count()).resolves.toBe(0);

      // End Call: the session is completed and the app is told.
      await page.getByRole('button', { name: 'End Call' }).click();
      const detail = (await ended) as { sessionId: string; status: string; duration: number };
      expect(detail).toMatchObject({ status: 'completed', sessionId: expect.any(String), duration: expect.any(Number) });
      expect(detail.duration).toBeGreaterThanOrEqual(1);
      await expect(statusLine(page).textContent()).resolves.toBe('Ready to Talk');
      await expect(timer(page).textContent()).resolves.toBe('00:00');
      await expect(muteButton(page).isDisabled()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Talk to Vi' }).waitFor();
      expect((await fakeState(page)).instances[0]!.stops).toBeGreaterThanOrEqual(1);
      await expect(callCard(page).getByRole('alert').count()).resolves.toBe(0);

      // Back on the dashboard the call counts.
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('region', { name: 'Voice Conversations' }).getByText(`1/${FREE_VOICE_CONVERSATIONS_PER_MONTH}`).waitFor();
      await page
        .getByRole('region', { name: 'Voice Conversations' })
        .getByText(`${FREE_VOICE_CONVERSATIONS_PER_MONTH - 1} sessions remaining`)
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('says to check the microphone permission when the browser refuses the microphone, and starts no call', async () => {
    const { context, page } = await newPage();
    const sdk = await fakeTheSdk(context);
    await context.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: refuse, configurable: true });
    });
    try {
      await signUpInBrowser(page, 'Milo Nomic', uniqueEmail('mic'));
      await page.getByRole('button', { name: 'Start Voice Session' }).click();
      await page.waitForURL('**/voice');
      await page.getByRole('button', { name: 'Talk to Vi' }).click();
      const alert = callCard(page).getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toBe('Failed to start call. Please check your microphone permissions.');
      await expect(statusLine(page).textContent()).resolves.toBe('Connection Error');
      await expect(timer(page).textContent()).resolves.toBe('00:00');
      await expect(muteButton(page).isDisabled()).resolves.toBe(true);
      // Another try is possible, and nothing reached the platform or used up a call.
      await page.getByRole('button', { name: 'Talk to Vi' }).waitFor();
      expect(sdk.requests()).toBe(0);
      await shot(page, 'microphone-refused');
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.getByRole('region', { name: 'Voice Conversations' }).getByText(`0/${FREE_VOICE_CONVERSATIONS_PER_MONTH}`).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the prompts card', () => {
  it('filters by topic and copies a prompt with "Copied!" for two seconds', async () => {
    const { context, page } = await newPage(1280, 900, { permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      await signUpInBrowser(page, 'Pia Prompt', uniqueEmail('prompts'));
      await page.goto('/voice');
      const card = promptsCard(page);
      await card.getByRole('heading', { name: 'Things Vi Can Help With' }).waitFor();
      const prompts = card.getByRole('listitem');
      await expect(prompts.count()).resolves.toBe(12);
      const filters = card.getByRole('group', { name: 'Show prompts by topic' });
      for (const name of ['All', 'Emotional', 'Cognitive', 'Behavioral', 'Memory']) await filters.getByRole('button', { name, exact: true }).waitFor();
      await expect(filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).resolves.toBe('true');

      await filters.getByRole('button', { name: 'Memory' }).click();
      await expect(filters.getByRole('button', { name: 'Memory' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).resolves.toBe('false');
      await expect(prompts.count()).resolves.toBe(3);
      for (const category of await card.locator('.voice-prompt-category').allTextContents()) expect(category).toBe('Memory');

      const text = 'Ask me about a recent moment that went well.';
      await card.getByRole('button', { name: new RegExp(`^${text}`) }).click();
      const copied = card.locator('.voice-prompt').getByText('Copied!', { exact: true });
      await copied.waitFor();
      await expect(card.locator('[aria-live="polite"]').textContent()).resolves.toBe('Copied!');
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(text);
      await shot(page, 'prompt-copied');
      // Gone again after two seconds (Playwright waits up to 15 s).
      await copied.waitFor({ state: 'detached' });

      await filters.getByRole('button', { name: 'Emotional' }).click();
      await expect(prompts.count()).resolves.toBe(3);
      await filters.getByRole('button', { name: 'All' }).click();
      await expect(prompts.count()).resolves.toBe(12);
    } finally {
      await context.close();
    }
  });
});

const DISCLOSURE = 'THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.';
/** A path or a web address: never spoken. */
const PATH_OR_URL = /(^|[\s(])\/[a-z]|https?:\/\/|www\./i;

/** Runs in the page before its scripts: notes when the crisis panel first shows, by the page's clock. */
function watchForCrisisPanel() {
  const w = window as unknown as { __panelAt?: number };
  new MutationObserver(() => {
    if (!w.__panelAt && document.querySelector('.crisis-panel')) w.__panelAt = Date.now();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The platform sends the page the member's words as the SDK does: a partial transcript, then the
 * final one (`message` events). Answers when the final one was sent, by the page's clock.
 */
const memberSays = (page: Page, transcript: string) =>
  page.evaluate(
    (messages) => {
      const vapi = (window as unknown as { __fakeVapi: { instances: Array<{ emit(event: string, payload: unknown): void }> } }).__fakeVapi.instances[0]!;
      vapi.emit('message', messages.partial);
      const at = Date.now();
      vapi.emit('message', messages.final);
      return at;
    },
    { partial: vapiClientTranscript('user', transcript.split(' ')[0]!, 'partial'), final: vapiClientTranscript('user', transcript) },
  );

describe('the safety net in a platform call', () => {
  it('shows the disclosure at the start, and the crisis panel within 2 s of a crisis transcript turn while Vi says the crisis response', async () => {
    const { context, page } = await newPage();
    await fakeTheSdk(context);
    await context.addInitScript(watchForCrisisPanel);
    try {
      await signUpInBrowser(page, 'Cal Platform', uniqueEmail('safety'));
      await page.goto('/voice');
      await page.getByRole('button', { name: 'Talk to Vi' }).click();
      await until(async () => ((await statusLine(page).textContent()) === 'Talking with Vi' ? true : undefined), 10_000, 'the call did not go live');

      // The AI disclosure, as the call starts: bold capitals of at least 16 pt (21.33 CSS px). The
      // platform's assistant says it as its first message (its provisioned config).
      const notice = page.getByRole('note', { name: 'Vi is a computer program' });
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toBe(DISCLOSURE);
      const look = await notice.locator('p').evaluate((el) => {
        const style = getComputedStyle(el);
        return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight), transform: style.textTransform, text: el.textContent ?? '' };
      });
      expect(look.size).toBeGreaterThanOrEqual(21.33);
      expect(look.weight).toBeGreaterThanOrEqual(700);
      expect(look.transform).toBe('uppercase');
      expect(look.text).toBe(look.text.toUpperCase());
      await shot(page, 'platform-disclosure');

      // An ordinary turn: checked, nothing shown, nothing said.
      const ordinary = page.waitForResponse((r) => /\/voice-calls\/[^/]+\/transcript/.test(r.url()));
      await memberSays(page, 'Work has been a lot this week.');
      await expect((await ordinary).json()).resolves.toEqual({ risk: null, say: null, disclosure: null });
      await expect(page.locator('.crisis-panel').count()).resolves.toBe(0);

      // A crisis turn: the page posts it (with the earlier turn) and shows the panel within 2 s.
      const crisis = "I'm going to jump off the roof tonight";
      const posted = page.waitForRequest((r) => /\/voice-calls\/[^/]+\/transcript/.test(r.url()));
      const saidAt = await memberSays(page, crisis);
      const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Your safety matters most right now' }) });
      await panel.waitFor({ timeout: 2_000 });
      const panelAt = await page.evaluate(() => (window as unknown as { __panelAt?: number }).__panelAt ?? 0);
      expect(panelAt - saidAt).toBeLessThan(2_000);
      const request = await posted;
      expect(new URL(request.url()).searchParams.get('language')).toBe('en');
      expect(request.postDataJSON()).toEqual({ text: crisis, earlier: ['Work has been a lot this week.'] });
      await expect(panel.getByRole('link', { name: 'Call 988' }).getAttribute('href')).resolves.toBe('tel:988');
      await expect(panel.getByRole('link', { name: 'Text 988' }).getAttribute('href')).resolves.toBe('sms:988');
      await expect(panel.getByRole('link', { name: 'Text HOME to 741741' }).getAttribute('href')).resolves.toBe('sms:741741?&body=HOME');
      await expect(panel.getAttribute('data-channel')).resolves.toBe('voice');

      // Vi says the crisis response at once, in place of whatever the assistant was saying, with no path in it.
      const said = await until(async () => {
        const list = (await fakeState(page)).instances[0]!.said;
        return list.length > 0 ? list : undefined;
      }, 2_000);
      expect(said).toHaveLength(1);
      expect(said[0]).toMatchObject({ endCallAfterSpoken: false, interruptAssistantEnabled: true });
      expect(said[0]!.message).toContain('988');
      expect(said[0]!.message).not.toMatch(PATH_OR_URL);
      // The call goes on.
      await expect(statusLine(page).textContent()).resolves.toBe('Talking with Vi');
      await shot(page, 'platform-crisis-panel');
      // Nothing serious for assistive technology with the panel and the disclosure up; and on a phone, no sideways scroll.
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 780 });
      await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0);
      await shot(page, 'platform-crisis-panel-mobile', { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });

      // "Are you a real person?": the disclosure again, and Vi's truthful answer.
      const asked = page.waitForResponse((r) => /\/voice-calls\/[^/]+\/transcript/.test(r.url()));
      await memberSays(page, 'Wait, are you a real person?');
      const answer = await (await asked).json();
      expect(answer.disclosure).toEqual({ text: DISCLOSURE, reason: 'asked' });
      await until(async () => ((await fakeState(page)).instances[0]!.said.length === 2 ? true : undefined), 2_000, 'Vi did not answer the question');
      // The disclosure said first (in sentence case for the voice), then the truthful answer, in one message.
      expect((await fakeState(page)).instances[0]!.said[1]!.message).toBe(
        `The AI companion (Vi) is a computer program and not a human being. It is unable to feel human emotion. ${answer.say}`,
      );
      await notice.waitFor();
      // The panel stays for the rest of the call.
      await expect(panel.count()).resolves.toBe(1);

      await page.getByRole('button', { name: 'End Call' }).click();
      await page.getByRole('button', { name: 'Talk to Vi' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('a free member with no voice calls left', () => {
  it('sees the limit prompt on entering /voice, and closing it goes to the dashboard', async () => {
    const email = uniqueEmail('spent');
    const { token } = await signUpByApi(email, 'Sam Spent');
    for (let i = 0; i < FREE_VOICE_CONVERSATIONS_PER_MONTH; i++) {
      const started = await api(token, '/voice-calls', {});
      expect(started.status).toBe(201);
      const { session } = (await started.json()) as { session: { id: string } };
      const ended = await api(token, `/voice-sessions/${session.id}/end`, { status: 'completed' });
      expect(ended.status).toBe(200);
    }
    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, email);
      await page
        .getByRole('region', { name: 'Voice Conversations' })
        .getByText(`${FREE_VOICE_CONVERSATIONS_PER_MONTH}/${FREE_VOICE_CONVERSATIONS_PER_MONTH}`)
        .waitFor();
      await page.goto('/voice');
      const dialog = page.getByRole('dialog', { name: 'Monthly limit reached' });
      await dialog.waitFor();
      await dialog
        .getByText(
          `You've used all ${FREE_VOICE_CONVERSATIONS_PER_MONTH} free voice conversations this month (${FREE_VOICE_CONVERSATIONS_PER_MONTH}/${FREE_VOICE_CONVERSATIONS_PER_MONTH}).`,
        )
        .waitFor();
      await shot(page, 'limit', { fullPage: false });
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await page.waitForURL('**/dashboard');
      await page
        .getByRole('region', { name: 'Voice Conversations' })
        .getByText(`${FREE_VOICE_CONVERSATIONS_PER_MONTH}/${FREE_VOICE_CONVERSATIONS_PER_MONTH}`)
        .waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('the voice page for everyone', () => {
  it('has no serious accessibility violation, fits 360 px, and speaks Spanish', async () => {
    const { context, page } = await newPage(360, 780);
    try {
      await signUpInBrowser(page, 'Ana Access', uniqueEmail('a11y'));
      await page.goto('/voice');
      await page.getByRole('heading', { level: 1, name: 'Voice Conversation with Vi' }).waitFor();
      await promptsCard(page).getByRole('listitem').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await shot(page, 'mobile');

      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.evaluate(() => localStorage.setItem('vi.language', 'es'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Conversación de voz con Vi' }).waitFor();
      await page.getByRole('button', { name: 'Hablar con Vi' }).waitFor();
      await page.getByRole('region', { name: 'Llamada de voz con Vi' }).getByRole('status').getByText('Listo para hablar').waitFor();
      await page.getByRole('slider', { name: 'Volumen de Vi' }).waitFor();
      await page.getByRole('link', { name: 'Volver al panel' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
