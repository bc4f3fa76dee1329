import type { Provider } from '@nestjs/common';
import type { ServiceName } from '@vi/contracts';

/**
 * What a service uses on NATS beyond what it owns, as it declares it in `defineService({ nats })`
 * (the gateway in its module). What it owns needs no declaring: it serves its own RPC group and
 * publishes its own events and broadcasts (libs/contracts names each subject by its service).
 * Its durable consumers are read off its `consume()` / `forgetDeletedMembers()` providers.
 *
 * The deployment's NATS permissions are generated from these declarations
 * (scripts/nats-auth.mjs), and the RpcClient and Broadcaster refuse what is not declared, so a
 * call a service forgot to declare fails in its tests rather than in a deployment with NATS auth.
 */
export interface NatsUse {
  /** Other services' RPCs this one calls (their definitions from libs/contracts' RPC). */
  calls?: readonly { subject: string }[];
  /** Other services' broadcasts this one listens to (subjects from libs/contracts' BROADCAST). */
  listens?: readonly string[];
  /** Calls every service's dead-letter RPCs (the admin page of failed events). */
  deadLetters?: boolean;
}

/** A service's NATS use, resolved: subjects as libs/contracts writes them (no namespace). */
export interface DeclaredNatsUse {
  service: ServiceName;
  calls: string[];
  listens: string[];
  durables: string[];
  deadLetters: boolean;
}

/** The token prefix `consume()` gives its providers (consume.ts): the durable name follows it. */
export const CONSUMER_TOKEN_PREFIX = 'EventConsumer:';

export function declareNatsUse(service: ServiceName, use: NatsUse = {}, providers: readonly Provider[] = []): DeclaredNatsUse {
  const durables = providers.flatMap((provider) => {
    const token = typeof provider === 'object' && provider !== null && 'provide' in provider ? provider.provide : undefined;
    return typeof token === 'string' && token.startsWith(CONSUMER_TOKEN_PREFIX) ? [token.slice(CONSUMER_TOKEN_PREFIX.length)] : [];
  });
  return {
    service,
    calls: [...new Set((use.calls ?? []).map((definition) => definition.subject))].sort(),
    listens: [...new Set(use.listens ?? [])].sort(),
    durables: [...new Set(durables)].sort(),
    deadLetters: use.deadLetters ?? false,
  };
}

/** The service a subject belongs to (`rpc.<service>.…`, `broadcast.<service>.…`). */
const ownerOf = (subject: string) => subject.split('.')[1];

/** Whether the declaration lets the service send this RPC request. */
export function mayCall(declared: DeclaredNatsUse, subject: string): boolean {
  const owner = ownerOf(subject);
  if (owner === declared.service) return true;
  if (declared.deadLetters && subject.startsWith(`rpc.${owner}.dead-letters.`)) return true;
  return declared.calls.includes(subject);
}

/** Whether the declaration lets the service listen to this broadcast. */
export function mayListen(declared: DeclaredNatsUse, subject: string): boolean {
  return ownerOf(subject) === declared.service || declared.listens.includes(subject);
}

/** Thrown for a use the service did not declare: a programming error, found by the service's tests. */
export class UndeclaredNatsUse extends Error {
  constructor(declared: DeclaredNatsUse, what: 'calls' | 'listens', subject: string) {
    super(`${declared.service} ${what === 'calls' ? 'calls' : 'listens to'} ${subject}, which it does not declare in nats.${what} (defineService)`);
    this.name = 'UndeclaredNatsUse';
  }
}
