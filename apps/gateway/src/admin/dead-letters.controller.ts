import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AdminDeadLetters,
  adminDeadLettersSchema,
  deadLetterDiscardedSchema,
  deadLetterReplayedSchema,
  deadLetterRpc,
  ErrorCode,
  SERVICE,
  type ServiceName,
} from '@vi/contracts';
import { AppError, RpcClient } from '@vi/service-kit';
import { AdminOnly } from '../auth/admin.guard.js';
import { ApiAnswers } from '../docs/api-answers.js';

const REFUSAL = 'Only admins can manage failed events';

/** Every service with tables keeps its own dead letters (the gateway has none). */
const SERVICES_WITH_TABLES: ServiceName[] = Object.values(SERVICE).filter((name) => name !== SERVICE.gateway);

const letterId = new ParseUUIDPipe({ exceptionFactory: () => new AppError(ErrorCode.NOT_FOUND, 'Dead letter not found') });

function serviceNamed(name: string): ServiceName {
  const service = SERVICES_WITH_TABLES.find((candidate) => candidate === name);
  if (!service) throw new AppError(ErrorCode.NOT_FOUND, 'Dead letter not found');
  return service;
}

/**
 * Events a service's consumer set aside after repeated failures: listed from every service at once,
 * replayed (handled again by the same consumer once the cause is fixed) or discarded. Admins only.
 */
@ApiTags('admin: failed events')
@Controller('admin/dead-letters')
@AdminOnly(REFUSAL)
export class DeadLettersController {
  constructor(private readonly rpc: RpcClient) {}

  /** Newest first; a service that does not answer is named in `unavailable` instead of failing the list. */
  @Get()
  @ApiAnswers({ status: 200, returns: adminDeadLettersSchema, refusals: {} })
  async list(): Promise<AdminDeadLetters> {
    const answers = await Promise.allSettled(SERVICES_WITH_TABLES.map((service) => this.rpc.call(deadLetterRpc(service).list, {}, { timeoutMs: 2000 })));
    const items = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value.items : []));
    items.sort((a, b) => b.deadAt.localeCompare(a.deadAt));
    const unavailable = SERVICES_WITH_TABLES.filter((_, i) => answers[i]!.status === 'rejected');
    return { items, unavailable };
  }

  /** 409 with the reason when the event fails again (it stays listed). */
  @Post(':service/:id/replay')
  @HttpCode(200)
  @ApiAnswers({
    status: 200,
    returns: deadLetterReplayedSchema,
    refusals: { 404: 'No such dead letter', 409: 'The event failed again, or cannot be read as an event' },
  })
  replay(@Param('service') service: string, @Param('id', letterId) id: string) {
    return this.rpc.call(deadLetterRpc(serviceNamed(service)).replay, { id }, { timeoutMs: 15_000 });
  }

  @Delete(':service/:id')
  @ApiAnswers({ status: 200, returns: deadLetterDiscardedSchema, refusals: { 404: 'No such dead letter' } })
  discard(@Param('service') service: string, @Param('id', letterId) id: string) {
    return this.rpc.call(deadLetterRpc(serviceNamed(service)).discard, { id });
  }
}
