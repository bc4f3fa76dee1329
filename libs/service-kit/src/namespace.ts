import { EVENT_STREAM } from '@vi/contracts';

/**
 * Names on shared servers, derived from one optional namespace so that two stacks
 * (a developer's `npm start` and a test run, say) never answer each other.
 */
export class Namespace {
  constructor(readonly value: string | undefined) {}

  subject(subject: string): string {
    return this.value ? `${this.value}.${subject}` : subject;
  }

  /** Strips the namespace from a wire subject. */
  unprefix(subject: string): string {
    const prefix = this.value ? `${this.value}.` : '';
    return prefix && subject.startsWith(prefix) ? subject.slice(prefix.length) : subject;
  }

  get eventStream(): string {
    return this.value ? `${this.value.toUpperCase()}_${EVENT_STREAM}` : EVENT_STREAM;
  }

  schema(service: string): string {
    const base = service.replace(/-/g, '_');
    return this.value ? `${this.value}_${base}` : base;
  }

  redisKey(key: string): string {
    return this.value ? `${this.value}:${key}` : key;
  }

  /** Durable consumer names may not contain dots. */
  durable(name: string): string {
    return name.replace(/[.*>\s]/g, '_');
  }
}
