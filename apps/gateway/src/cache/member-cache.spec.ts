import { describe, expect, it } from '@jest/globals';
import { until } from '@vi/testing';
import type { Broadcaster } from '@vi/service-kit';
import { MemberCache } from './member-cache.js';

/** Stands in for the NATS broadcaster: the test announces changes by hand. */
class BroadcastDouble {
  listeners = new Map<string, (data: unknown) => void>();
  unsubscribed: string[] = [];

  subscribe(subject: string, listener: (data: unknown) => void) {
    this.listeners.set(subject, listener);
    return { unsubscribe: () => this.unsubscribed.push(subject) };
  }

  announce(subject: string, data: unknown) {
    this.listeners.get(subject)?.(data);
  }
}

const CHANGED = 'broadcast.test.member-changed';

/** A loader the test answers by hand; records every load. */
class Loader {
  loads: { userId: string; variant: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  readonly load = (userId: string, variant: string) => new Promise<string>((resolve, reject) => this.loads.push({ userId, variant, resolve, reject }));
}

function setup(ttlMs?: number) {
  const broadcaster = new BroadcastDouble();
  const loader = new Loader();
  const cache = new MemberCache<string>(broadcaster as unknown as Broadcaster, CHANGED, loader.load, ttlMs);
  return { broadcaster, loader, cache };
}

/** Reads through the cache, answering the load with `value` if one is made. */
async function read(cache: MemberCache<string>, loader: Loader, userId: string, value: string, variant?: string) {
  const before = loader.loads.length;
  const pending = cache.get(userId, variant);
  if (loader.loads.length > before) loader.loads.at(-1)!.resolve(value);
  return pending;
}

describe('MemberCache', () => {
  it('loads a member once and then answers from memory', async () => {
    const { loader, cache } = setup();
    expect(await read(cache, loader, 'ana', 'v1')).toBe('v1');
    expect(await read(cache, loader, 'ana', 'v2')).toBe('v1');
    expect(loader.loads.map((l) => l.userId)).toEqual(['ana']);
  });

  it('shares one load between concurrent misses for a member', async () => {
    const { loader, cache } = setup();
    const reads = [cache.get('ana'), cache.get('ana'), cache.get('ana')];
    expect(loader.loads).toHaveLength(1);
    loader.loads[0]!.resolve('v1');
    expect(await Promise.all(reads)).toEqual(['v1', 'v1', 'v1']);
  });

  it('keeps members apart', async () => {
    const { loader, cache } = setup();
    expect(await read(cache, loader, 'ana', 'ana-1')).toBe('ana-1');
    expect(await read(cache, loader, 'ben', 'ben-1')).toBe('ben-1');
    expect(await read(cache, loader, 'ana', 'x')).toBe('ana-1');
    expect(loader.loads.map((l) => l.userId)).toEqual(['ana', 'ben']);
  });

  it('loads again for another variant (e.g. another time zone), passing the variant to the loader', async () => {
    const { loader, cache } = setup();
    expect(await read(cache, loader, 'ana', 'utc', 'UTC')).toBe('utc');
    expect(await read(cache, loader, 'ana', 'madrid', 'Europe/Madrid')).toBe('madrid');
    expect(loader.loads.map((l) => l.variant)).toEqual(['UTC', 'Europe/Madrid']);
    expect(await read(cache, loader, 'ana', 'x', 'Europe/Madrid')).toBe('madrid');
  });

  it("drops a member's entry when the owning service announces a change for them, and only theirs", async () => {
    const { broadcaster, loader, cache } = setup();
    await read(cache, loader, 'ana', 'ana-1');
    await read(cache, loader, 'ben', 'ben-1');
    broadcaster.announce(CHANGED, { userId: 'ana' });
    expect(await read(cache, loader, 'ana', 'ana-2')).toBe('ana-2');
    expect(await read(cache, loader, 'ben', 'x')).toBe('ben-1');
  });

  it('ignores an announcement without a member id', async () => {
    const { broadcaster, loader, cache } = setup();
    await read(cache, loader, 'ana', 'ana-1');
    broadcaster.announce(CHANGED, {});
    broadcaster.announce(CHANGED, { userId: 42 });
    expect(await read(cache, loader, 'ana', 'x')).toBe('ana-1');
    expect(loader.loads).toHaveLength(1);
  });

  it('forgets a member on request (the caller changed the data itself)', async () => {
    const { loader, cache } = setup();
    await read(cache, loader, 'ana', 'ana-1');
    cache.forget('ana');
    expect(await read(cache, loader, 'ana', 'ana-2')).toBe('ana-2');
  });

  it('does not keep a value whose load overlapped an announced change', async () => {
    const { broadcaster, loader, cache } = setup();
    const during = cache.get('ana');
    broadcaster.announce(CHANGED, { userId: 'ana' });
    loader.loads[0]!.resolve('maybe-stale');
    // The caller still gets what was loaded...
    expect(await during).toBe('maybe-stale');
    // ...but the next read loads again.
    expect(await read(cache, loader, 'ana', 'fresh')).toBe('fresh');
    expect(loader.loads).toHaveLength(2);
  });

  it('does not keep a failed load, and the next read tries again', async () => {
    const { loader, cache } = setup();
    const failing = cache.get('ana');
    loader.loads[0]!.reject(new Error('identity timed out'));
    await expect(failing).rejects.toThrow('identity timed out');
    expect(await read(cache, loader, 'ana', 'v1')).toBe('v1');
    expect(loader.loads).toHaveLength(2);
  });

  it('loads again once an entry is older than its time to live', async () => {
    const { loader, cache } = setup(50);
    await read(cache, loader, 'ana', 'v1');
    // No sleep: read until the cache asks the loader again.
    const value = await until(() => read(cache, loader, 'ana', 'v2').then((v) => (v === 'v2' ? v : undefined)), 10_000, 'the entry never expired');
    expect(value).toBe('v2');
  });

  it('stops listening for changes when the module is destroyed', () => {
    const { broadcaster, cache } = setup();
    expect([...broadcaster.listeners.keys()]).toEqual([CHANGED]);
    cache.onModuleDestroy();
    expect(broadcaster.unsubscribed).toEqual([CHANGED]);
  });
});
