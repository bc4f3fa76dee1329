import { type AdminRole, ErrorCode } from '@vi/contracts';
import { AppError } from '@vi/service-kit';

/**
 * Who may do what in the admin area. Any active admin lists admins, adds and removes plain admins and
 * creates members; adding or removing a super admin, deleting a member and reading the audit log take
 * a super admin. Nobody
 * removes or deletes themselves, and the last active super admin is never removed or deleted, so the
 * admin area always has someone who can do everything. The spec leaves these open (section 6); the
 * sentences for a non-admin are the contracts' ADMIN_REFUSALS.
 */
export const ADMIN_RULES = {
  addSuperAdmin: 'Only super admins can add super admins',
  removeSuperAdmin: 'Only super admins can remove super admins',
  deleteMember: 'Only super admins can delete users',
  viewAuditLog: 'Only super admins can view the audit log',
  removeSelf: 'You cannot remove yourself',
  deleteSelf: 'You cannot delete yourself',
  removeLastSuperAdmin: 'The last super admin cannot be removed',
  deleteLastSuperAdmin: 'The last super admin cannot be deleted',
  alreadyAdmin: 'This user is already an admin',
  userNotFound: 'User not found',
  adminNotFound: 'Admin user not found',
} as const;

/** The signed-in admin a request comes from, as their live `admin_users` row says. */
export interface Actor {
  userId: string;
  role: AdminRole;
}

/** An active admin someone acts on. */
export interface AdminTarget {
  userId: string;
  role: AdminRole;
}

const forbidden = (message: string) => new AppError(ErrorCode.FORBIDDEN, message);
const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
const notFound = (message: string) => new AppError(ErrorCode.NOT_FOUND, message);

/** The acting admin, or the route's refusal (an ADMIN_REFUSALS sentence) when they are not an active admin. */
export function requireActor(actor: Actor | null, refusal: string): Actor {
  if (!actor) throw forbidden(refusal);
  return actor;
}

export function additionRefusal(actor: Actor, role: AdminRole): AppError | null {
  if (role === 'super_admin' && actor.role !== 'super_admin') return forbidden(ADMIN_RULES.addSuperAdmin);
  return null;
}

/** `activeSuperAdmins`: read under lock in the same transaction as the removal. */
export function removalRefusal(actor: Actor, targetId: string, target: AdminTarget | null, activeSuperAdmins: readonly string[]): AppError | null {
  if (!target) return notFound(ADMIN_RULES.adminNotFound);
  if (targetId === actor.userId) return conflict(ADMIN_RULES.removeSelf);
  if (target.role === 'super_admin' && actor.role !== 'super_admin') return forbidden(ADMIN_RULES.removeSuperAdmin);
  if (isLastSuperAdmin(targetId, target.role, activeSuperAdmins)) return conflict(ADMIN_RULES.removeLastSuperAdmin);
  return null;
}

/** The audit log is for super admins only. */
export function auditLogRefusal(actor: Actor): AppError | null {
  return actor.role === 'super_admin' ? null : forbidden(ADMIN_RULES.viewAuditLog);
}

/** What refuses a deletion before the member is looked up. */
export function deletionRefusal(actor: Actor, targetId: string): AppError | null {
  if (actor.role !== 'super_admin') return forbidden(ADMIN_RULES.deleteMember);
  if (targetId === actor.userId) return conflict(ADMIN_RULES.deleteSelf);
  return null;
}

/** What refuses the deletion of an existing member (null role: not an active admin). */
export function memberDeletionRefusal(targetId: string, targetRole: AdminRole | null, activeSuperAdmins: readonly string[]): AppError | null {
  if (isLastSuperAdmin(targetId, targetRole, activeSuperAdmins)) return conflict(ADMIN_RULES.deleteLastSuperAdmin);
  return null;
}

function isLastSuperAdmin(targetId: string, role: AdminRole | null, activeSuperAdmins: readonly string[]): boolean {
  return role === 'super_admin' && activeSuperAdmins.every((id) => id === targetId);
}
