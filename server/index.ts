/** The server's public face: build the app (no listening) or start it. */
export { createApp, type AppDependencies } from './app.js';
export { startServer } from './start.js';

// What `dsp admin` (cli/commands/admin.ts) runs against the database without a server; the
// CLI imports the server only through this file (lint: no cli → server internals).
export { configFromEnv } from './config.js';
export { openDatabase } from './db/connect.js';
export { systemClock } from './clock.js';
export { createKeyForEmail, createUser } from './services/accounts.js';
export { verifyChains } from './services/verify-chains.js';
export { ServiceError } from './services/errors.js';
export type { ServiceContext } from './services/context.js';
