import { Controller, Get, HttpCode, HttpException, Injectable } from '@nestjs/common';

export type ReadinessCheck = () => Promise<void>;

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

@Controller()
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  /** Liveness: the process answers. Cheap on purpose. */
  @Get('healthz')
  @HttpCode(200)
  healthz() {
    return { status: 'ok' };
  }

  /** Readiness: this process's own dependencies answer. */
  @Get('readyz')
  async readyz() {
    const report = await this.readiness.report();
    if (!report.ok) throw new HttpException({ status: 'unavailable', checks: report.checks }, 503);
    return { status: 'ok', checks: report.checks };
  }
}
