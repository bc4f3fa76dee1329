import { describe, expect, it } from '@jest/globals';
import { ADMIN_REFUSALS, ErrorCode } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import { ADMIN_RULES, additionRefusal, auditLogRefusal, deletionRefusal, memberDeletionRefusal, removalRefusal, requireActor } from './admin-rules.js';

const SUPER = { userId: 'super-1', role: 'super_admin' } as const;
const OTHER_SUPER = { userId: 'super-2', role: 'super_admin' } as const;
const ADMIN = { userId: 'admin-1', role: 'admin' } as const;
const OTHER_ADMIN = { userId: 'admin-2', role: 'admin' } as const;

const envelope = (error: AppError | null) => error?.toEnvelope() ?? null;

describe('admin rules', () => {
  it('refuse anyone who is not an active admin with the route sentence', () => {
    expect(() => requireActor(null, ADMIN_REFUSALS.viewAdmins)).toThrow(new AppError(ErrorCode.FORBIDDEN, ADMIN_REFUSALS.viewAdmins));
    expect(requireActor(ADMIN, ADMIN_REFUSALS.viewAdmins)).toBe(ADMIN);
  });

  it('let any admin add an admin, and only a super admin add a super admin', () => {
    expect(additionRefusal(ADMIN, 'admin')).toBeNull();
    expect(additionRefusal(SUPER, 'admin')).toBeNull();
    expect(additionRefusal(SUPER, 'super_admin')).toBeNull();
    expect(envelope(additionRefusal(ADMIN, 'super_admin'))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_RULES.addSuperAdmin });
  });

  it('let any admin remove an admin, only a super admin remove a super admin, nobody themselves or the last super admin', () => {
    const both = [SUPER.userId, OTHER_SUPER.userId];
    expect(removalRefusal(ADMIN, OTHER_ADMIN.userId, OTHER_ADMIN, both)).toBeNull();
    expect(removalRefusal(SUPER, ADMIN.userId, ADMIN, both)).toBeNull();
    expect(removalRefusal(SUPER, OTHER_SUPER.userId, OTHER_SUPER, both)).toBeNull();
    expect(envelope(removalRefusal(ADMIN, 'nobody', null, both))).toEqual({ code: ErrorCode.NOT_FOUND, message: ADMIN_RULES.adminNotFound });
    expect(envelope(removalRefusal(ADMIN, ADMIN.userId, ADMIN, both))).toEqual({ code: ErrorCode.CONFLICT, message: ADMIN_RULES.removeSelf });
    expect(envelope(removalRefusal(SUPER, SUPER.userId, SUPER, [SUPER.userId]))).toEqual({ code: ErrorCode.CONFLICT, message: ADMIN_RULES.removeSelf });
    expect(envelope(removalRefusal(ADMIN, SUPER.userId, SUPER, both))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_RULES.removeSuperAdmin });
    // Only when the locked list says the target is the one left (the caller lost a race, say).
    expect(envelope(removalRefusal(SUPER, OTHER_SUPER.userId, OTHER_SUPER, [OTHER_SUPER.userId]))).toEqual({
      code: ErrorCode.CONFLICT,
      message: ADMIN_RULES.removeLastSuperAdmin,
    });
  });

  it('let only a super admin delete a member, never themselves or the last super admin', () => {
    expect(envelope(deletionRefusal(ADMIN, 'member'))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_RULES.deleteMember });
    expect(envelope(deletionRefusal(SUPER, SUPER.userId))).toEqual({ code: ErrorCode.CONFLICT, message: ADMIN_RULES.deleteSelf });
    expect(deletionRefusal(SUPER, 'member')).toBeNull();
    expect(memberDeletionRefusal('member', null, [SUPER.userId])).toBeNull();
    expect(memberDeletionRefusal(ADMIN.userId, 'admin', [SUPER.userId])).toBeNull();
    expect(memberDeletionRefusal(OTHER_SUPER.userId, 'super_admin', [SUPER.userId, OTHER_SUPER.userId])).toBeNull();
    expect(envelope(memberDeletionRefusal(OTHER_SUPER.userId, 'super_admin', [OTHER_SUPER.userId]))).toEqual({
      code: ErrorCode.CONFLICT,
      message: ADMIN_RULES.deleteLastSuperAdmin,
    });
  });

  it('let only a super admin read the audit log', () => {
    expect(auditLogRefusal(SUPER)).toBeNull();
    expect(envelope(auditLogRefusal(ADMIN))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_RULES.viewAuditLog });
  });
});
