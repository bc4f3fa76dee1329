import { z } from 'zod';
import { clientAddressSchema } from './audit.js';
import { displayNameSchema, emailSchema, passwordSchema } from './identity.js';
import { MIN_AGE } from './limits.js';

/**
 * The admin area: the user directory (apps/admin, a read model built from events), the overview,
 * and the admins themselves (identity's `admin_users`). Every route is for admins only, checked
 * live; what needs a super admin is decided by identity (see docs/adr/0023-admin-area.md).
 */

import {
  ADMIN_OVERVIEW_DAYS,
  ADMIN_REFUSALS,
  ADMIN_ROLES,
  type AdminRole,
  DEFAULT_ADMIN_ROLE,
  PLAN_FILTERS,
  type PlanFilter,
  SHORT_USER_ID_LENGTH,
  USER_DIRECTORY_DEFAULT_PAGE,
  USER_DIRECTORY_MAX_PAGE_SIZE,
  USER_DIRECTORY_PAGE_SIZE,
  USER_DIRECTORY_SEARCH_MAX_LENGTH,
} from './constants.js';

// The plain values live in constants.ts (no zod, for the SPA); `@vi/contracts` exports them from here.
export {
  ADMIN_OVERVIEW_DAYS,
  ADMIN_REFUSALS,
  ADMIN_ROLES,
  type AdminRole,
  DEFAULT_ADMIN_ROLE,
  PLAN_FILTERS,
  type PlanFilter,
  SHORT_USER_ID_LENGTH,
  USER_DIRECTORY_DEFAULT_PAGE,
  USER_DIRECTORY_MAX_PAGE_SIZE,
  USER_DIRECTORY_PAGE_SIZE,
  USER_DIRECTORY_SEARCH_MAX_LENGTH,
};

/**
 * Query of `GET /api/v1/admin/users` and RPC `admin.list-users`. The search is plain text matched
 * anywhere in the name or email, case-insensitively (`%`, `_` and quotes mean themselves).
 */
export const userDirectoryQuerySchema = z.object({
  search: z
    .string()
    .max(USER_DIRECTORY_SEARCH_MAX_LENGTH * 4)
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().max(USER_DIRECTORY_SEARCH_MAX_LENGTH, `Search must be at most ${USER_DIRECTORY_SEARCH_MAX_LENGTH} characters`))
    .default(''),
  plan: z.enum(PLAN_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(USER_DIRECTORY_DEFAULT_PAGE),
  perPage: z.coerce.number().int().min(1).max(USER_DIRECTORY_MAX_PAGE_SIZE).default(USER_DIRECTORY_PAGE_SIZE),
});
export type UserDirectoryQuery = z.input<typeof userDirectoryQuerySchema>;

/** One row of the admin's user list (the spec's "Admin list user row"). */
export const directoryUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  isPremium: z.boolean(),
  voiceSessionsCount: z.number().int(),
  chatSessionsCount: z.number().int(),
  feedbackCount: z.number().int(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
  /** The member closed their account (restorable until ACCOUNT_RECOVERY_DAYS later); null: open. */
  closedAt: z.iso.datetime().nullable(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

export const userDirectoryPageSchema = z.object({
  users: z.array(directoryUserSchema),
  /** How many users match the search and filter (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type UserDirectoryPage = z.infer<typeof userDirectoryPageSchema>;

/** RPC `admin.overview`: the last ADMIN_OVERVIEW_DAYS days, oldest first, in UTC days. */
export const adminOverviewRequestSchema = z.object({ days: z.number().int().min(1).max(366).default(ADMIN_OVERVIEW_DAYS) });
export const overviewDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  signUps: z.number().int(),
  voiceSessions: z.number().int(),
  chatSessions: z.number().int(),
  /** Members who were premium at the end of the day, and all members then. */
  premiumMembers: z.number().int(),
  members: z.number().int(),
});
export const adminOverviewSchema = z.object({
  days: z.array(overviewDaySchema),
  /** Feedback submitted in the period, by rating 1..5 (always five entries). */
  ratings: z.array(z.object({ rating: z.number().int().min(1).max(5), count: z.number().int() })),
  /** Members now, and how many of them are premium. */
  totals: z.object({ members: z.number().int(), premiumMembers: z.number().int() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** An active admin as the Admins tab lists them, newest first. */
export const adminEntrySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  createdAt: z.iso.datetime(),
  /** The admin who added them; null when added by `npm run admin:create` ("System"). */
  createdBy: z.uuid().nullable(),
  createdByEmail: z.string().nullable(),
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;
export const adminListSchema = z.object({ admins: z.array(adminEntrySchema) });
export type AdminList = z.infer<typeof adminListSchema>;

/** Body of `POST /api/v1/admin/admins`. */
export const addAdminBodySchema = z.object({
  email: emailSchema,
  role: z.enum(ADMIN_ROLES).default(DEFAULT_ADMIN_ROLE),
});
export type AddAdminBody = z.input<typeof addAdminBodySchema>;

/**
 * Body of `POST /api/v1/admin/users`: an account made by an admin. The member is asked no age
 * question; the admin vouches that they are at least MIN_AGE, and identity records which admin
 * vouched and when (never shown to the member).
 */
export const createMemberBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: displayNameSchema,
  ageVouched: z.literal(true, { error: `Confirm that this person is ${MIN_AGE} years or older` }),
});
export type CreateMemberBody = z.input<typeof createMemberBodySchema>;

/**
 * Identity RPCs of the admin area carry the acting admin, so identity applies its rules to them; the
 * changes also carry the address the request came from, for the audit log.
 */
export const listAdminsRequestSchema = z.object({ actorId: z.uuid() });
export const addAdminRequestSchema = z.object({ actorId: z.uuid(), admin: addAdminBodySchema, address: clientAddressSchema.optional() });
export const removeAdminRequestSchema = z.object({ actorId: z.uuid(), userId: z.uuid(), address: clientAddressSchema.optional() });
export const removeAdminResponseSchema = z.object({ removed: z.literal(true) });
export type RemoveAdminResponse = z.infer<typeof removeAdminResponseSchema>;
export const createMemberRequestSchema = z.object({ actorId: z.uuid(), member: createMemberBodySchema, address: clientAddressSchema.optional() });
export const deleteMemberRequestSchema = z.object({ actorId: z.uuid(), userId: z.uuid(), address: clientAddressSchema.optional() });
export const deleteMemberResponseSchema = z.object({ deleted: z.literal(true), userId: z.uuid() });
export type DeleteMemberResponse = z.infer<typeof deleteMemberResponseSchema>;
