import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH, SERVICE } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import { type ServiceUnderTest, startServiceUnderTest } from '@vi/testing';
import { SessionsService } from '../src/sessions/sessions.service.js';
import { startSessionsAndLimits } from '../src/start.js';
import { UsageService } from '../src/usage/usage.service.js';

// Hardening finding 3: the month was taken from the browser's X-Time-Zone on every request, so
// switching zones around the 1st opened a new month early. The clock is injected at a boundary:
// 30 Nov 10:30 UTC is already 1 December at UTC+14 but still 29 November at UTC-12.
const AHEAD = 'Pacific/Kiritimati';
const BEHIND = 'Etc/GMT+12';

let service: ServiceUnderTest<INestApplication>;
let sessions: SessionsService;
let usage: UsageService;

beforeAll(async () => {
  service = await startServiceUnderTest(SERVICE.sessionsAndLimits, startSessionsAndLimits, { label: 'zone-switch' });
  sessions = service.app.get(SessionsService);
  usage = service.app.get(UsageService);
});

afterAll(async () => {
  await service?.stop();
});

async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'started';
}

describe('the allowance month follows the zone kept on the server', () => {
  it('switching to a zone already in the next month does not open a new month before the kept zone’s month ends', async () => {
    const member = randomUUID();
    for (let day = 20; day < 20 + FREE_CHAT_CONVERSATIONS_PER_MONTH; day++) await sessions.startChat(member, BEHIND, new Date(`2026-11-${day}T15:00:00Z`));
    expect(await refusal(sessions.startChat(member, BEHIND, new Date('2026-11-30T10:00:00Z')))).toBe('LIMIT_REACHED');

    // The browser now says UTC+14, where it is 1 December: still November for the allowance.
    const nearBoundary = new Date('2026-11-30T10:30:00Z');
    expect(await refusal(sessions.startChat(member, AHEAD, nearBoundary))).toBe('LIMIT_REACHED');
    expect(await refusal(sessions.startVoice(member, AHEAD, nearBoundary))).toBe('started');
    const shown = await usage.forMember(member, AHEAD, nearBoundary);
    expect(shown.month).toMatchObject({ timeZone: BEHIND, start: '2026-11-01T12:00:00.000Z', end: '2026-12-01T12:00:00.000Z' });
    expect(shown.chat).toMatchObject({ used: FREE_CHAT_CONVERSATIONS_PER_MONTH, remaining: 0 });

    // Once the kept zone's November has ended, the new zone takes over: a fresh month of five.
    const december = new Date('2026-12-01T12:30:00Z');
    for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH; i++) await sessions.startChat(member, AHEAD, new Date(december.getTime() + i * 60_000));
    expect(await refusal(sessions.startChat(member, AHEAD, new Date('2026-12-01T13:00:00Z')))).toBe('LIMIT_REACHED');

    // Switching back straight away cannot open yet another month either.
    expect(await refusal(sessions.startChat(member, BEHIND, new Date('2026-12-01T13:05:00Z')))).toBe('LIMIT_REACHED');
    expect((await usage.forMember(member, BEHIND, new Date('2026-12-01T13:05:00Z'))).month.timeZone).toBe(AHEAD);
  });

  it('the first zone a member reports is the one kept, and a member who never reports one counts in UTC', async () => {
    const member = randomUUID();
    const now = new Date('2026-11-23T12:00:00Z');
    expect((await usage.forMember(member, undefined, now)).month.timeZone).toBe('UTC');
    await sessions.startChat(member, 'Europe/Madrid', now);
    expect((await usage.forMember(member, 'America/New_York', now)).month.timeZone).toBe('Europe/Madrid');
  });
});
