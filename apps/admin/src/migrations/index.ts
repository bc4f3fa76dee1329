import { Initial1764800000000 } from './1764800000000-initial.js';
import { MemberTotals1764800100000 } from './1764800100000-member-totals.js';
import { MemberProfileChanges1767000100000 } from './1767000100000-member-profile-changes.js';

/** In order; committed with the code and run at start. */
export const ADMIN_MIGRATIONS = [Initial1764800000000, MemberTotals1764800100000, MemberProfileChanges1767000100000];
