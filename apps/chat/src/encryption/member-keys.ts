import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LOGGER, LRUCache, queryRows, quoteIdent, SERVICE_CONFIG } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { type KeyConfig, keyEncryptionKeys } from './key-config.js';
import type { KeyEncryptionKey } from './key-encryption-key.js';

/** The schema beside the service's own that holds the wrapped data keys (see `keysSchemaOf`). */
export const KEYS_SCHEMA_SUFFIX = '_keys';

/**
 * The schema of the key store: the service's schema name + `_keys`. Kept apart from the data on
 * purpose: backups of the data leave it out (and it is kept only briefly itself), so destroying a
 * member's key makes every copy of their conversations unreadable (docs/adr/0044).
 */
export const keysSchemaOf = (schema: string): string => `${schema}${KEYS_SCHEMA_SUFFIX}`;

/** Unwrapped keys kept in memory: an hour at most, so a purged member's key leaves every replica soon. */
const CACHE_MS = 3_600_000;
const REWRAP_BATCH = 200;

/**
 * Each member's data key: 32 random bytes made at their first message, stored only wrapped by the
 * key-encryption key (AES-256-GCM, bound to the member's id), unwrapped on first use and kept in
 * memory. Destroying the row is the crypto-shredding of a purge.
 */
@Injectable()
export class MemberKeys implements OnApplicationBootstrap {
  private readonly cache = new LRUCache<string, Buffer>({ max: 20_000, ttl: CACHE_MS });
  private readonly loading = new Map<string, Promise<Buffer>>();
  private readonly table: string;
  private readonly current: KeyEncryptionKey;
  private readonly previous: KeyEncryptionKey | null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: KeyConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
    this.table = `${quoteIdent(keysSchemaOf(schema))}."member_data_keys"`;
    const keys = keyEncryptionKeys(config);
    this.current = keys.current;
    this.previous = keys.previous;
    logger.info({ keyEncryptionKey: keys.current.id, from: keys.source, rotatingFrom: keys.previous?.id ?? null }, 'conversation encryption ready');
  }

  onApplicationBootstrap(): void {
    if (!this.previous) return;
    void this.rewrap()
      .then((count) => this.logger.info({ rewrapped: count, to: this.current.id }, 'data keys re-wrapped under the new key-encryption key'))
      .catch((error: unknown) => this.logger.error({ err: error }, 'could not re-wrap the data keys; the previous key stays needed'));
  }

  /** The member's data key, made now if they have none. */
  keyOf(userId: string): Promise<Buffer> {
    const cached = this.cache.get(userId);
    if (cached) return Promise.resolve(cached);
    let pending = this.loading.get(userId);
    if (!pending) {
      pending = this.load(userId).finally(() => this.loading.delete(userId));
      this.loading.set(userId, pending);
    }
    return pending;
  }

  /** Destroys the member's key in the caller's transaction (their purge): nothing sealed under it opens again. */
  async destroy(manager: EntityManager, userId: string): Promise<boolean> {
    this.cache.delete(userId);
    const rows = await queryRows<{ user_id: string }>(manager, `DELETE FROM ${this.table} WHERE "user_id" = $1 RETURNING "user_id"`, [userId]);
    return rows.length > 0;
  }

  /**
   * Re-wraps under the current key-encryption key every data key wrapped by the previous one (a
   * rotation): the messages are not touched. Answers how many were re-wrapped.
   */
  async rewrap(): Promise<number> {
    const previous = this.previous;
    if (!previous) return 0;
    let total = 0;
    for (;;) {
      const rows = await queryRows<{ user_id: string; wrapped: Buffer }>(
        this.dataSource,
        `SELECT "user_id", "wrapped" FROM ${this.table} WHERE "kek_id" = $1 LIMIT ${REWRAP_BATCH}`,
        [previous.id],
      );
      for (const row of rows) {
        const dataKey = await previous.unwrap(row.wrapped, row.user_id);
        const wrapped = await this.current.wrap(dataKey, row.user_id);
        await this.dataSource.query(`UPDATE ${this.table} SET "wrapped" = $2, "kek_id" = $3 WHERE "user_id" = $1 AND "kek_id" = $4`, [
          row.user_id,
          wrapped,
          this.current.id,
          previous.id,
        ]);
      }
      total += rows.length;
      if (rows.length < REWRAP_BATCH) return total;
    }
  }

  private async load(userId: string): Promise<Buffer> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [row] = await queryRows<{ wrapped: Buffer; kek_id: string }>(
        this.dataSource,
        `SELECT "wrapped", "kek_id" FROM ${this.table} WHERE "user_id" = $1`,
        [userId],
      );
      if (row) {
        const kek = [this.current, this.previous].find((k) => k?.id === row.kek_id);
        if (!kek) throw new Error(`the data key of a member is wrapped by ${row.kek_id}, which is not configured (DATA_KEY_ENCRYPTION_KEY / _PREVIOUS)`);
        const key = await kek.unwrap(row.wrapped, userId);
        this.cache.set(userId, key);
        return key;
      }
      const key = randomBytes(32);
      const wrapped = await this.current.wrap(key, userId);
      // Two replicas may make one at the same moment: the first stored is the member's, the other reads it.
      const inserted = await queryRows<{ user_id: string }>(
        this.dataSource,
        `INSERT INTO ${this.table} ("user_id", "wrapped", "kek_id") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING "user_id"`,
        [userId, wrapped, this.current.id],
      );
      if (inserted.length > 0) {
        this.cache.set(userId, key);
        return key;
      }
    }
    throw new Error('could not read or make the data key of a member');
  }
}
