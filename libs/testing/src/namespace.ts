import { randomBytes } from 'node:crypto';

const MAX_LABEL = 12;

/**
 * A fresh NAMESPACE for one test stack or suite: `t_<label>_<random>`, lower-case letters, digits and
 * underscores only, at most 31 characters (what service-kit accepts). Schemas become `<ns>_<service>`,
 * Redis keys `<ns>:...`, the event stream `<NS>_EVENTS`, so parallel runs never see each other.
 */
export function uniqueNamespace(label = 'test'): string {
  const cleaned = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_LABEL)
    .replace(/_+$/, '');
  const random = randomBytes(6).readUIntBE(0, 6).toString(36).padStart(8, '0').slice(-8);
  return cleaned ? `t_${cleaned}_${random}` : `t_${random}`;
}
