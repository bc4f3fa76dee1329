import { Initial1764000000000 } from './1764000000000-initial.js';

/** In order; committed with the code and run at start. */
export const FEEDBACK_MIGRATIONS = [Initial1764000000000];
