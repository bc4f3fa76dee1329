import { Initial1763900000000 } from './1763900000000-initial.js';
import { OnePurchasePerMember1766000400000 } from './1766000400000-one-purchase-per-member.js';

/** In order; committed with the code and run at start. */
export const BILLING_MIGRATIONS = [Initial1763900000000, OnePurchasePerMember1766000400000];
