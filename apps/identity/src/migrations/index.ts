import { Initial1763798400000 } from './1763798400000-initial.js';
import { SigningKeyRotation1763798500000 } from './1763798500000-signing-key-rotation.js';

/** In order; committed with the code and run at start. */
export const IDENTITY_MIGRATIONS = [Initial1763798400000, SigningKeyRotation1763798500000];
