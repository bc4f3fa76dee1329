import { Initial1763800000000 } from './1763800000000-initial.js';
import { StartSessionFunctions1763800100000 } from './1763800100000-start-session-functions.js';
import { VoicePlatformReport1763800200000 } from './1763800200000-voice-platform-report.js';
import { MemberTimeZones1763800300000 } from './1763800300000-member-time-zones.js';
import { AllowanceIntegrity1763800400000 } from './1763800400000-allowance-integrity.js';

/** In order; committed with the code and run at start. */
export const SESSIONS_MIGRATIONS = [
  Initial1763800000000,
  StartSessionFunctions1763800100000,
  VoicePlatformReport1763800200000,
  MemberTimeZones1763800300000,
  AllowanceIntegrity1763800400000,
];
