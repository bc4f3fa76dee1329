import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, HttpException, Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => Promise<void>;

/**
 * This process, as its readiness answer names it: the supervisor that started it passes
 * VI_INSTANCE_ID and checks the answer carries it, so another process on the same port (a second
 * stack's, say) is never taken for this one.
 */
export const INSTANCE_ID = process.env.VI_INSTANCE_ID || randomUUID();

/** Dependencies register the check that says whether they answer. */
@Injectable()
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck) {
    this.checks.set(name, check);
  }

  async report(timeoutMs = 2000): Promise<{ ok: boolean; checks: Record<string, 'up' | 'down'> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref())]);
          return [name, 'up'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    return { ok: entries.every(([, s]) => s === 'up'), checks: Object.fromEntries(entries) };
  }
}

/** What the liveness probe answers, always. */
const LIVE = Object.freeze({ status: 'ok' as const });

@Controller()
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  /** Liveness: the process answers. Cheap on purpose. */
  @Get('healthz')
  @HttpCode(200)
  healthz() {
    return LIVE;
  }

  /** Readiness: this process's own dependencies answer. */
  @Get('readyz')
  async readyz() {
    const report = await this.readiness.report();
    if (!report.ok) throw new HttpException({ status: 'unavailable', checks: report.checks, instance: INSTANCE_ID }, 503);
    return { status: 'ok', checks: report.checks, instance: INSTANCE_ID };
  }
}

/**
 * The liveness route is answered by Fastify itself: the route stays declared on HealthController (so
 * it is routed, documented and gets HEAD like every other), but its GET and HEAD handlers are
 * replaced by one that sends the same answer without Nest's per-request steps (context, guards,
 * interceptors, the response's type checks). Nothing there applies to a constant answer with no input, and it was
 * about a sixth of the gateway's CPU per health request (docs/adr/0030-gateway-cost.md, fifth
 * look). The hooks around it (security headers, request id, metrics) run as before.
 *
 * Call before the routes are registered (Nest registers them when the application starts listening).
 */
export function answerLivenessDirectly(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    // HEAD too: Fastify's HEAD route for a GET is made from the route as declared, with its handler.
    if ((route.method !== 'GET' && route.method !== 'HEAD') || !route.url.endsWith('/healthz')) return;
    route.handler = (_request, reply) => {
      void reply.send(LIVE);
    };
  });
}
