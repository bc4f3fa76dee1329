// Types for infra.mjs.
export interface Infrastructure {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** Stops what ensureInfrastructure started (nothing it merely found). */
  stop(): Promise<void>;
}
export declare function ensureInfrastructure(options?: { dataDir?: string; log?: (message: string) => void }): Promise<Infrastructure>;
