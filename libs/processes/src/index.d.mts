// Types of the plain ES modules in this folder, for the TypeScript that imports them (libs/testing).
import type { ChildProcess } from 'node:child_process';

export interface ServiceDefinition {
  name: string;
  /** The default HTTP port (health and metrics; the gateway's API). */
  port: number;
  /** The path polled until the service is ready. */
  health: string;
}

export const REPO_ROOT: string;
export const SERVICES: readonly ServiceDefinition[];
export const GATEWAY: 'gateway';
export function availableServices(only?: readonly string[]): ServiceDefinition[];
export function freePorts(names: readonly string[]): Promise<Record<string, number>>;
export function entryPoint(name: string): string;
/** Node/V8 flags every service process is started with (a smaller young generation: less idle RSS). */
export const SERVICE_NODE_FLAGS: readonly string[];
/** SERVICE_NODE_FLAGS, or VI_SERVICE_NODE_FLAGS (space-separated) when set. */
export function serviceNodeFlags(env?: Record<string, string | undefined>): readonly string[];

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
  stopService(name: string): Promise<void>;
  startService(name: string): Promise<void>;
  /** The running process id of a service (for fault tests). */
  pid(name: string): number | undefined;
}

export interface Supervisor {
  onExit(name: string, code: number | null, signal: string | null): void;
  restarts(): Record<string, number>;
  stop(): void;
}
export function createSupervisor(options: {
  restart: (name: string) => Promise<void>;
  log?: (line: string) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  stableAfterMs?: number;
}): Supervisor;

export function startServices(options?: StartServicesOptions): Promise<RunningServices>;
export function formatLogLine(line: string): string;
export class ServiceStartError extends Error {}

export function canConnect(port: number, host?: string, timeoutMs?: number): Promise<boolean>;
export function waitForPort(port: number, options?: { host?: string; timeoutMs?: number; what?: string; isDead?: () => boolean }): Promise<void>;
export function freePort(): Promise<number>;
export function sleep(ms: number): Promise<void>;
export function findExecutable(name: string): string | undefined;
export function terminate(child: ChildProcess, options?: { graceMs?: number; signal?: NodeJS.Signals }): Promise<void>;
export function track(child: ChildProcess, options?: { detached?: boolean }): ChildProcess;
