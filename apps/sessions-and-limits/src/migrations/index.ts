import { Initial1763800000000 } from './1763800000000-initial.js';

/** In order; committed with the code and run at start. */
export const SESSIONS_MIGRATIONS = [Initial1763800000000];
