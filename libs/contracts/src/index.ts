export * from './errors.js';
export * from './limits.js';
export * from './subjects.js';
export * from './identity.js';
export * from './events.js';
export * from './sessions.js';
export * from './chat.js';
export * from './month.js';
