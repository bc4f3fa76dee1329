// Types for services.mjs (used from TypeScript by libs/testing).
export interface ServiceDefinition {
  name: string;
  port: number;
  health: string;
}
export declare const REPO_ROOT: string;
export declare const SERVICES: readonly ServiceDefinition[];
export declare const GATEWAY: 'gateway';
export declare function availableServices(only?: readonly string[]): ServiceDefinition[];
export declare function entryPoint(name: string): string;
export declare function freePorts<N extends string>(names: readonly N[]): Promise<Record<N, number>>;

export interface StartServicesOptions {
  env?: Record<string, string | undefined>;
  namespace?: string;
  ports?: Record<string, number>;
  log?: (line: string) => void;
  quiet?: boolean;
  only?: readonly string[];
  readyTimeoutMs?: number;
  onUnexpectedExit?: (name: string, code: number | null, signal: string | null, output: string) => void;
}
export interface RunningServices {
  urls: Record<string, string>;
  stop(): Promise<void>;
  output(name: string): string;
  /** Stops one running service; the others keep running. */
  stopService(name: string): Promise<void>;
  /** Starts again (same port and environment) a service that stopService stopped; resolves when it is ready. */
  startService(name: string): Promise<void>;
}
export declare function startServices(options?: StartServicesOptions): Promise<RunningServices>;
export declare class ServiceStartError extends Error {
  readonly service: string;
  constructor(service: string, reason: string, output: string);
}
