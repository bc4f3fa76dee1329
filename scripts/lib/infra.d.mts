// Types for infra.mjs.
export interface Infrastructure {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** Stops what ensureInfrastructure started (nothing it merely found). */
  stop(): Promise<void>;
}
export declare function ensureInfrastructure(options?: { dataDir?: string; log?: (message: string) => void }): Promise<Infrastructure>;
export declare function infraEnv(infra: Pick<Infrastructure, 'databaseUrl' | 'natsUrl' | 'redisUrl'>): {
  DATABASE_URL: string;
  NATS_URL: string;
  REDIS_URL: string;
};
