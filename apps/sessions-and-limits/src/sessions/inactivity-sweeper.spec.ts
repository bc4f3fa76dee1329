import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Logger } from 'pino';
import { InactivitySweeper } from './inactivity-sweeper.js';
import type { SessionsService } from './sessions.service.js';

/** Stands in for SessionsService.sweep: each call waits until the test settles it. */
class SweepDouble {
  calls: { chatInactivityMinutes: number; voiceMaxHours: number; finish: (closed: number) => void; fail: (error: Error) => void }[] = [];

  sweep(chatInactivityMinutes: number, voiceMaxHours: number): Promise<number> {
    return new Promise((resolve, reject) => this.calls.push({ chatInactivityMinutes, voiceMaxHours, finish: resolve, fail: reject }));
  }
}

function recordingLogger() {
  const lines: { level: string; fields: unknown; message: string }[] = [];
  const logger = {
    info: (fields: unknown, message: string) => lines.push({ level: 'info', fields, message }),
    warn: (fields: unknown, message: string) => lines.push({ level: 'warn', fields, message }),
  } as unknown as Logger;
  return { lines, logger };
}

const config = { SWEEP_INTERVAL_MS: 30_000, CHAT_INACTIVITY_MINUTES: 20 };

function sweeper() {
  const sessions = new SweepDouble();
  const { lines, logger } = recordingLogger();
  return { sessions, lines, sweeper: new InactivitySweeper(sessions as unknown as SessionsService, config, logger) };
}

describe('InactivitySweeper.sweepOnce', () => {
  it('closes chats idle for the configured minutes and voice calls older than 3 hours', async () => {
    const { sessions, sweeper: s, lines } = sweeper();
    const done = s.sweepOnce();
    expect(sessions.calls.map(({ chatInactivityMinutes, voiceMaxHours }) => ({ chatInactivityMinutes, voiceMaxHours }))).toEqual([
      { chatInactivityMinutes: 20, voiceMaxHours: 3 },
    ]);
    sessions.calls[0]!.finish(2);
    await done;
    expect(lines).toEqual([{ level: 'info', fields: { closed: 2 }, message: 'closed idle sessions' }]);
  });

  it('says nothing when there was nothing to close', async () => {
    const { sessions, sweeper: s, lines } = sweeper();
    const done = s.sweepOnce();
    sessions.calls[0]!.finish(0);
    await done;
    expect(lines).toEqual([]);
  });

  it('runs one sweep at a time: a tick during a sweep joins it', async () => {
    const { sessions, sweeper: s } = sweeper();
    const first = s.sweepOnce();
    const second = s.sweepOnce();
    expect(sessions.calls).toHaveLength(1);
    expect(second).toBe(first);
    sessions.calls[0]!.finish(0);
    await first;
    // Once it is over, the next tick sweeps again.
    void s.sweepOnce();
    expect(sessions.calls).toHaveLength(2);
    sessions.calls[1]!.finish(0);
  });

  it('survives a failed sweep (logged as a warning) and sweeps again next time', async () => {
    const { sessions, sweeper: s, lines } = sweeper();
    const failed = s.sweepOnce();
    const error = new Error('database restarting');
    sessions.calls[0]!.fail(error);
    await failed; // a failed sweep does not reject: the interval would otherwise throw
    expect(lines).toEqual([{ level: 'warn', fields: { err: error }, message: 'sweep failed; will retry' }]);
    const next = s.sweepOnce();
    expect(sessions.calls).toHaveLength(2);
    sessions.calls[1]!.finish(1);
    await next;
    expect(lines.at(-1)).toMatchObject({ level: 'info', fields: { closed: 1 } });
  });

  it('lets a sweep in progress finish before shutting down', async () => {
    const { sessions, sweeper: s } = sweeper();
    void s.sweepOnce();
    let stopped = false;
    const stopping = s.beforeApplicationShutdown().then(() => {
      stopped = true;
    });
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    sessions.calls[0]!.finish(0);
    await stopping;
    expect(stopped).toBe(true);
  });
});

describe('InactivitySweeper schedule', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sweeps every SWEEP_INTERVAL_MS after start-up, and no more after shutdown', async () => {
    const { sessions, sweeper: s } = sweeper();
    s.onApplicationBootstrap();
    expect(sessions.calls).toHaveLength(0);
    jest.advanceTimersByTime(config.SWEEP_INTERVAL_MS - 1);
    expect(sessions.calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sessions.calls).toHaveLength(1);
    sessions.calls[0]!.finish(0);
    await jest.advanceTimersByTimeAsync(config.SWEEP_INTERVAL_MS);
    expect(sessions.calls).toHaveLength(2);
    sessions.calls[1]!.finish(0);
    await s.beforeApplicationShutdown();
    jest.advanceTimersByTime(10 * config.SWEEP_INTERVAL_MS);
    expect(sessions.calls).toHaveLength(2);
  });
});
