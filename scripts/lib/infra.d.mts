// Types for infra.mjs.
/** The users of a NATS server started by ensureInfrastructure (scripts/lib/nats-auth.mjs, localNatsUsers). */
export interface NatsUsers {
  /** The `authorization` block: each password named by its variable (NATS_PASSWORD_<SERVICE>). */
  authorization: string;
  /** Those variables' values, given to nats-server in its environment. */
  passwords: Record<string, string>;
  /** Each service's user and password. */
  credentials: Record<string, { user: string; password: string }>;
}
export interface Infrastructure {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** Each service's NATS user and password, when ensureInfrastructure started NATS itself with `natsUsers`. */
  natsCredentials?: NatsUsers['credentials'];
  /** Stops what ensureInfrastructure started (nothing it merely found). */
  stop(): Promise<void>;
}
/** What ensureInfrastructure asks of the machine (replaceable in tests). */
export interface InfraProbes {
  canConnect(port: number): Promise<boolean>;
  findExecutable(name: string): string | undefined | null;
  dockerReachable(env: Record<string, string | undefined>): Promise<boolean>;
  loadTestcontainers(): Promise<unknown>;
  /** Resolves when JetStream answers, with CREDENTIALS_REQUIRED when the server refuses a connection without credentials. */
  checkJetStream(url: string): Promise<void | typeof CREDENTIALS_REQUIRED>;
}
export declare const defaultProbes: InfraProbes;
export declare const CREDENTIALS_REQUIRED: 'credentials required';
export declare function ensureInfrastructure(options?: {
  dataDir?: string;
  log?: (message: string) => void;
  probes?: Partial<InfraProbes>;
  env?: Record<string, string | undefined>;
  /** Asked only when NATS is started here (from PATH or as a container): that server gets these users and refuses anonymous connections. */
  natsUsers?: () => Promise<NatsUsers>;
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
