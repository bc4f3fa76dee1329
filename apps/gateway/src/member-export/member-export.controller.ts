import { once } from 'node:events';
import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  MEMBER_EXPORT_SERVICES,
  MEMBER_EXPORTS_PER_HOUR,
  type MemberExportPage,
  type MemberExportService,
  memberExportFilename,
  memberExportRpc,
  memberExportSchema,
  RPC,
} from '@vi/contracts';
import { LOGGER, REQUEST_ID_HEADER, RpcClient } from '@vi/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { RateLimiter, type RateRule } from '../rate-limit/rate-limiter.js';
import { ExportDocumentWriter } from './export-document.js';

/** How long one page may take (a page of messages is opened with the member's key). */
const PAGE_TIMEOUT_MS = 15_000;

/** A member's exports in an hour: each one reads everything every service holds about them. */
export const exportRule = (userId: string): RateRule => ({ key: `export:user:${userId}`, limit: MEMBER_EXPORTS_PER_HOUR, windowSeconds: 3600 });

/**
 * "Download my data" (docs/adr/0046-member-export.md): one JSON file with everything every service
 * holds about the member, each service answering for its own schema. The first page of every
 * service is asked for before anything is written, so a service that is down is a plain 503; then
 * the file is written as a stream, each further page asked for only once the one before is out.
 */
@ApiTags('account')
@ApiBearerAuth()
@Controller('me')
@UseGuards(JwtAuthGuard)
export class MemberExportController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get('export')
  @ApiAnswers({
    status: 200,
    returns: memberExportSchema,
    description:
      'The member’s data as a download (`Content-Disposition: attachment; filename="vi-data-<yyyy-mm-dd>.json"`), written as it is read: ' +
      'the account, then each service’s sections of rows. A failure after the first byte cuts the download short (the file is then not valid JSON).',
    refusals: { ...MEMBER_ONLY, 429: `More than ${MEMBER_EXPORTS_PER_HOUR} exports in an hour (Retry-After says when to try again)` },
  })
  async download(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.limiter.hit(exportRule(user.userId));
    const page = (service: MemberExportService, cursor: string | null): Promise<MemberExportPage> =>
      this.rpc.call(memberExportRpc(service), { userId: user.userId, cursor }, { timeoutMs: PAGE_TIMEOUT_MS });
    const [member, ...firstPages] = await Promise.all([
      this.rpc.call(RPC.identity.getUser, { userId: user.userId }),
      ...MEMBER_EXPORT_SERVICES.map((service) => page(service, null)),
    ]);

    const exportedAt = new Date();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      // The security headers and request id the gateway's onRequest hook put on the reply.
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${memberExportFilename(exportedAt)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      [REQUEST_ID_HEADER]: String(request.id),
    });
    let open = true;
    raw.on('close', () => {
      open = false;
    });
    const out = async (chunk: string) => {
      if (!open) throw new ReaderLeft();
      if (!raw.write(chunk)) await Promise.race([once(raw, 'drain'), once(raw, 'close')]);
    };
    const document = new ExportDocumentWriter(out);
    let pages = 0;
    try {
      await document.begin(exportedAt.toISOString(), member);
      for (const [index, service] of MEMBER_EXPORT_SERVICES.entries()) {
        let current = firstPages[index]!;
        for (;;) {
          await document.page(service, current.section, current.items);
          pages += 1;
          if (current.nextCursor === null) break;
          current = await page(service, current.nextCursor);
        }
      }
      await document.end();
      raw.end();
      this.logger.info({ pages }, 'member export written');
    } catch (error) {
      // The status is out already: cutting the connection is the only way left to say the file is not whole.
      if (!(error instanceof ReaderLeft)) this.logger.warn({ err: error, pages }, 'member export cut short');
      raw.destroy();
    }
  }
}

class ReaderLeft extends Error {}
