// Types for infra.mjs.
export interface Infrastructure {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** Stops what ensureInfrastructure started (nothing it merely found). */
  stop(): Promise<void>;
}
/** What ensureInfrastructure asks of the machine (replaceable in tests). */
export interface InfraProbes {
  canConnect(port: number): Promise<boolean>;
  findExecutable(name: string): string | undefined | null;
  dockerReachable(env: Record<string, string | undefined>): Promise<boolean>;
  loadTestcontainers(): Promise<unknown>;
  checkJetStream(url: string): Promise<void>;
}
export declare const defaultProbes: InfraProbes;
export declare function ensureInfrastructure(options?: {
  dataDir?: string;
  log?: (message: string) => void;
  probes?: Partial<InfraProbes>;
  env?: Record<string, string | undefined>;
}): Promise<Infrastructure>;
export type InfraSource = 'environment' | 'local' | 'binary' | 'container' | 'none';
export declare function chooseSource(facts: { envUrl?: string; answers?: boolean; binary?: string | null; docker?: boolean }): InfraSource;
export interface ServerSpec {
  name: string;
  envVar: string;
  port: number;
  binary: string;
  container: { image: string; entrypoint?: string[]; command: string[]; port: number; readyLog: RegExp; scheme: string };
}
export declare const SERVERS: { nats: ServerSpec; redis: ServerSpec };
export declare function dockerReachable(env?: Record<string, string | undefined>): Promise<boolean>;
export declare function dockerSockets(env?: Record<string, string | undefined>): string[];
export declare function infraEnv(infra: Pick<Infrastructure, 'databaseUrl' | 'natsUrl' | 'redisUrl'>): {
  DATABASE_URL: string;
  NATS_URL: string;
  REDIS_URL: string;
};
