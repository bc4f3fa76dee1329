import { Initial1763900000000 } from './1763900000000-initial.js';

/** In order; committed with the code and run at start. */
export const BILLING_MIGRATIONS = [Initial1763900000000];
