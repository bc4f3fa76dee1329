// The service list and process plumbing shared by scripts/ (npm start, npm test), libs/testing
// (test stacks) and bench/. Plain ES modules so scripts can use them before anything is built.
export * from './services.mjs';
export * from './proc.mjs';
export * from './supervise.mjs';
