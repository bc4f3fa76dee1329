import { Initial1763798400000 } from './1763798400000-initial.js';
import { SigningKeyRotation1763798500000 } from './1763798500000-signing-key-rotation.js';
import { AdminAuditLog1766000100000 } from './1766000100000-admin-audit-log.js';
import { AdminVouchedAge1766000300000 } from './1766000300000-admin-vouched-age.js';
import { MemberAccount1767000000000 } from './1767000000000-member-account.js';
import { ClosedAccounts1767000300000 } from './1767000300000-closed-accounts.js';
import { ExternalSignIn1767000400000 } from './1767000400000-external-sign-in.js';

/** In order; committed with the code and run at start. */
export const IDENTITY_MIGRATIONS = [
  Initial1763798400000,
  SigningKeyRotation1763798500000,
  AdminAuditLog1766000100000,
  AdminVouchedAge1766000300000,
  MemberAccount1767000000000,
  ClosedAccounts1767000300000,
  ExternalSignIn1767000400000,
];
