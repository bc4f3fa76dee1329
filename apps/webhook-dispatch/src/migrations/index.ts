import { Initial1764100000000 } from './1764100000000-initial.js';
import { SecretRotation1766000000000 } from './1766000000000-secret-rotation.js';

/** In order; committed with the code and run at start. */
export const WEBHOOK_DISPATCH_MIGRATIONS = [Initial1764100000000, SecretRotation1766000000000];
