import { applyDecorators, Controller, Get, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { type ReferralCount, type ReferralCounts, referralCountsSchema, RPC } from '@vi/contracts';
import { RpcClient } from '@vi/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/admin.guard.js';
import { ALWAYS, ApiAnswers, ERROR_BODY_REF, type Refusals } from '../docs/api-answers.js';

const REFUSAL = 'Only admins can view referral counts';

/** The CSV's file name and columns (the annual report's rows, nothing else). */
export const REFERRALS_CSV_FILENAME = 'vi-referral-counts.csv';
export const REFERRALS_CSV_COLUMNS = ['month', 'level', 'channel', 'language', 'count'] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The counts as CSV (RFC 4180: CRLF line ends), the header line first; newest month first as the service lists them. */
export function referralCountsCsv(counts: readonly ReferralCount[]): string {
  const lines = [REFERRALS_CSV_COLUMNS.join(','), ...counts.map((row) => REFERRALS_CSV_COLUMNS.map((column) => csvField(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** The refusals of an admin route that asks another service (what ApiAnswers adds), for a body that is not JSON. */
const CSV_REFUSALS: Refusals = {
  ...ALWAYS,
  502: 'Another service answered something its contract does not allow',
  503: 'A service behind the gateway (or the database) is unavailable for now',
  504: 'A service behind the gateway did not answer in time',
};

function ApiCsvAnswer(description: string): MethodDecorator {
  return applyDecorators(
    ApiResponse({ status: 200, description, content: { 'text/csv': { schema: { type: 'string' } } } }),
    ...Object.entries(CSV_REFUSALS).map(([status, text]) => ApiResponse({ status: Number(status), description: text!, schema: ERROR_BODY_REF })),
  );
}

/**
 * How many times Vi gave crisis help, per month (UTC), level, channel and language: chat's
 * anonymous counts, for the admin overview and California SB 243's annual report. No member id,
 * email, name, conversation or text is in them. Admins only, checked live on every request.
 */
@ApiTags('admin: referral counts')
@Controller('admin')
@AdminOnly(REFUSAL)
export class ReferralsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Every row, newest month first. */
  @Get('referrals')
  @ApiAnswers({ status: 200, returns: referralCountsSchema, refusals: {} })
  counts(): Promise<ReferralCounts> {
    return this.rpc.call(RPC.chat.referralCounts, {});
  }

  /** The same rows as a CSV file to download: `month,level,channel,language,count`. */
  @Get('referrals.csv')
  @ApiCsvAnswer(`A CSV file (${REFERRALS_CSV_FILENAME}): the header \`${REFERRALS_CSV_COLUMNS.join(',')}\`, then a line per count, newest month first`)
  async csv(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { counts } = await this.rpc.call(RPC.chat.referralCounts, {});
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${REFERRALS_CSV_FILENAME}"`)
      .header('cache-control', 'no-store');
    return referralCountsCsv(counts);
  }
}
