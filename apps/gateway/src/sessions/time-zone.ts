import { timeZoneSchema } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';

export const TIME_ZONE_HEADER = 'x-time-zone';

/** The member's IANA time zone, sent by the SPA so that "this month" starts on their 1st. */
export function timeZoneOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TIME_ZONE_HEADER];
  if (header === undefined || header === '') return undefined;
  return parseOrThrow(timeZoneSchema, Array.isArray(header) ? header[0] : header);
}
