import { Controller, Inject, type Provider, type InjectionToken, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ErrorCode, MEMBER_EXPORT_PAGE_ROWS, type MemberExportPage, type MemberExportService, memberExportRpc } from '@vi/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { queryRows } from './database.js';
import { AppError } from './errors.js';
import { HandleRpc, parseRequest } from './rpc-handler.js';

/**
 * "Download my data", one mechanism for every service (docs/adr/0046-member-export.md): a service
 * declares `exportMemberData({ inject, sections })`, its sections in the order the file shows them,
 * and adds `memberExportController(service)`; the gateway asks page by page and writes each page out
 * before asking for the next, so neither side holds a large export.
 */

/** One page of a section: its rows, and where the next page starts (null: the section is done). */
export interface ExportSectionPage {
  items: Record<string, unknown>[];
  after: string | null;
}

/** A part of what the service holds about the member, read in pages. Every query names the member. */
export interface ExportSection {
  /** The section's key in the file (`sign-in-sessions`): lower case, digits and hyphens. */
  name: string;
  /** Up to `limit` rows from `after` (null: from the start). */
  page(userId: string, after: string | null, limit: number): Promise<ExportSectionPage>;
}

/** The service's sections (the provider `exportMemberData` makes). */
export const MEMBER_EXPORT_SECTIONS = Symbol('MEMBER_EXPORT_SECTIONS');

export interface MemberExportDeclaration<Deps extends unknown[]> {
  inject?: { [K in keyof Deps]: InjectionToken };
  sections: (...deps: Deps) => ExportSection[];
}

export function exportMemberData<Deps extends unknown[]>(declaration: MemberExportDeclaration<Deps>): Provider {
  return {
    provide: MEMBER_EXPORT_SECTIONS,
    inject: (declaration.inject ?? []) as InjectionToken[],
    useFactory: (...deps: unknown[]) => {
      const sections = declaration.sections(...(deps as Deps));
      const names = sections.map((section) => section.name);
      if (new Set(names).size !== names.length) throw new Error(`member export: a section name twice in ${names.join(', ')}`);
      return sections;
    },
  };
}

/** A cursor: the section's name, a colon, and where in it the page starts (empty: its start). */
export function encodeExportCursor(section: string, after: string | null): string {
  return `${section}:${after ?? ''}`;
}

export function decodeExportCursor(cursor: string): { section: string; after: string | null } {
  const colon = cursor.indexOf(':');
  if (colon <= 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Not an export cursor');
  const after = cursor.slice(colon + 1);
  return { section: cursor.slice(0, colon), after: after === '' ? null : after };
}

/**
 * The page a cursor asks for (null: the first section's first page). Its `nextCursor` is the same
 * section further on, the next section's start, or null after the last section's last page. A
 * section with no rows still answers its (empty) page, so the file shows every section.
 */
export async function exportPage(
  sections: readonly ExportSection[],
  userId: string,
  cursor: string | null,
  limit = MEMBER_EXPORT_PAGE_ROWS,
): Promise<MemberExportPage> {
  if (sections.length === 0) throw new Error('member export: no sections');
  const { section: name, after } = cursor === null ? { section: sections[0]!.name, after: null } : decodeExportCursor(cursor);
  const index = sections.findIndex((section) => section.name === name);
  if (index < 0) throw new AppError(ErrorCode.VALIDATION_FAILED, `No export section "${name.slice(0, 64)}"`);
  const section = sections[index]!;
  const page = await section.page(userId, after, limit);
  const following = sections[index + 1];
  const nextCursor = page.after !== null ? encodeExportCursor(section.name, page.after) : following ? encodeExportCursor(following.name, null) : null;
  return { section: section.name, items: page.items, nextCursor };
}

/** The RPC handler of a service's export (its subject carries the service's name). */
export function memberExportController(service: MemberExportService): Type<unknown> {
  const rpc = memberExportRpc(service);

  @Controller()
  class MemberExportController {
    constructor(@Inject(MEMBER_EXPORT_SECTIONS) private readonly sections: ExportSection[]) {}

    @HandleRpc(rpc)
    page(@Payload() data: unknown): Promise<MemberExportPage> {
      const { userId, cursor } = parseRequest(rpc, data);
      return exportPage(this.sections, userId, cursor);
    }
  }
  return MemberExportController;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A table's rows about the member, as JSON objects with the table's column names. */
export interface MemberRowsQuery {
  table: string;
  /**
   * The SQL condition that picks the member's rows, `$1` being their id, the table aliased `t`
   * (default: `t."user_id" = $1`).
   */
  where?: string;
  /** Columns left out: secrets, and ids of other people. */
  omit?: readonly string[];
  /**
   * Read in pages ordered by a time column and a unique one (keyset: a page never skips or repeats
   * a row); without it every row is read at once (tables with one row per member).
   */
  order?: { time: string; key: string };
  /** Rows kept after reading (the condition found candidates; this says which are the member's). */
  keep?: (row: Record<string, unknown>, userId: string) => boolean;
  /** What a row becomes in the file. */
  map?: (row: Record<string, unknown>) => Record<string, unknown>;
}

/** Where the next page starts: the last row's time (as PostgreSQL writes it, to the microsecond) and key. */
const SEPARATOR = '|';

/** A keyset position in a section: the last row's time as PostgreSQL wrote it (`t."created_at"::text`) and its key. */
export function exportPosition(at: string, key: string): string {
  return `${at}${SEPARATOR}${key}`;
}

/** The time and key of a position (both null for a section's start). */
export function readExportPosition(after: string | null): { at: string | null; key: string | null } {
  if (after === null) return { at: null, key: null };
  const cut = after.indexOf(SEPARATOR);
  if (cut < 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Not an export cursor');
  return { at: after.slice(0, cut), key: after.slice(cut + 1) };
}

/** A section of a table's rows about the member (see MemberRowsQuery). */
export function memberRows(db: DataSource | EntityManager, name: string, query: MemberRowsQuery): ExportSection {
  const where = query.where ?? `t."user_id" = $1`;
  const omit = [...(query.omit ?? [])];
  const shaped = (rows: { row: Record<string, unknown> }[], userId: string) =>
    rows
      .map((r) => r.row)
      .filter((row) => (query.keep ? query.keep(row, userId) : true))
      .map((row) => (query.map ? query.map(row) : row));
  return {
    name,
    async page(userId, after, limit) {
      if (!query.order) {
        const rows = await queryRows<{ row: Record<string, unknown> }>(
          db,
          `SELECT to_jsonb(t) - $2::text[] AS "row" FROM ${ident(query.table)} t WHERE ${where}`,
          [userId, omit],
        );
        return { items: shaped(rows, userId), after: null };
      }
      const time = `t.${ident(query.order.time)}`;
      const key = `t.${ident(query.order.key)}::text COLLATE "C"`;
      const position = readExportPosition(after);
      const rows = await queryRows<{ row: Record<string, unknown>; at: string; key: string }>(
        db,
        `SELECT to_jsonb(t) - $2::text[] AS "row", ${time}::text AS "at", ${key} AS "key"
         FROM ${ident(query.table)} t
         WHERE (${where}) AND ($3::text IS NULL OR (${time}, ${key}) > ($3::timestamptz, $4::text COLLATE "C"))
         ORDER BY ${time}, ${key}
         LIMIT $5`,
        [userId, omit, position.at, position.key, limit + 1],
      );
      const more = rows.length > limit;
      const page = more ? rows.slice(0, limit) : rows;
      const last = page.at(-1);
      return { items: shaped(page, userId), after: more && last ? exportPosition(last.at, last.key) : null };
    },
  };
}
