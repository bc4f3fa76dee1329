import { z } from 'zod';
import { defineRpc } from './rpc.js';
import { rpcSubject, SERVICE, type ServiceName } from './subjects.js';
import { userSchema } from './identity.js';

/**
 * "Download my data": every service answers for its own schema, page by page, and the gateway
 * writes the pages out as one JSON document (docs/adr/0046-member-export.md).
 */

/** The services that hold rows about a member, in the order the export lists them. */
export const MEMBER_EXPORT_SERVICES = [
  SERVICE.identity,
  SERVICE.sessionsAndLimits,
  SERVICE.chat,
  SERVICE.billing,
  SERVICE.feedback,
  SERVICE.admin,
  SERVICE.webhookDispatch,
] as const satisfies readonly ServiceName[];
export type MemberExportService = (typeof MEMBER_EXPORT_SERVICES)[number];

/** Rows a service answers in one page at most (a page stays well under NATS's 1 MiB message). */
export const MEMBER_EXPORT_PAGE_ROWS = 100;

/** How many exports a member may download in an hour (the gateway's limiter). */
export const MEMBER_EXPORTS_PER_HOUR = 5;

/** A section's name: the table's meaning in the product's words (`sign-in-sessions`, `messages`). */
export const exportSectionNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,62}$/);

/** The next page of one member's data: the first with no cursor, then each answer's `nextCursor`. */
export const memberExportRequestSchema = z.object({
  userId: z.uuid(),
  cursor: z.string().max(1000).nullable().default(null),
});
export type MemberExportRequest = z.input<typeof memberExportRequestSchema>;

/** One page of one section: its rows as JSON objects; `nextCursor` null when the service has nothing more. */
export const memberExportPageSchema = z.object({
  section: exportSectionNameSchema,
  items: z.array(z.record(z.string(), z.unknown())),
  nextCursor: z.string().max(1000).nullable(),
});
export type MemberExportPage = z.infer<typeof memberExportPageSchema>;

/** `rpc.<service>.export-member`: what every service holding member rows answers (served by service-kit's memberExportController). */
export function memberExportRpc(service: MemberExportService) {
  return defineRpc(rpcSubject(service, 'export-member'), memberExportRequestSchema, memberExportPageSchema);
}

/** Every service's export RPC (the gateway's NATS use). */
export const memberExportRpcs = () => MEMBER_EXPORT_SERVICES.map((service) => memberExportRpc(service));

/** The downloaded file, `GET /api/v1/me/export`: the member, then each service's sections of rows. */
export const memberExportSchema = z
  .object({
    exportedAt: z.iso.datetime({ offset: true }),
    member: userSchema,
  })
  .catchall(z.record(exportSectionNameSchema, z.array(z.record(z.string(), z.unknown()))));
export type MemberExport = z.infer<typeof memberExportSchema>;

/** The file's name for a day (`vi-data-2026-05-01.json`). */
export const memberExportFilename = (day: Date) => `vi-data-${day.toISOString().slice(0, 10)}.json`;
