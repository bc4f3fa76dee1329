import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';
import { AuditRetention } from './audit-retention.js';
import { AuditRepository } from './audit.repository.js';
import { CLOCK, type Clock } from './clock.js';

/**
 * The admin audit log: written by identity's admin actions and from other services' reports, read
 * by super admins. Its consumer (audit-intake.ts) is one of the service's own providers in start.ts,
 * where the NATS permissions are read from.
 */
@Module({
  providers: [
    // A clock of its own per application, so a test can move it (see clock.ts).
    { provide: CLOCK, useFactory: (): Clock => ({ now: () => new Date() }) },
    AuditRepository,
    AuditLog,
    AuditRetention,
  ],
  exports: [AuditLog, AuditRepository, AuditRetention, CLOCK],
})
export class AuditModule {}
