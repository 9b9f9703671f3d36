/** The server's public face: build the app (no listening) or start it. */
export { createApp, type AppDependencies } from './app.js';
export { startServer } from './start.js';

// What `dsp admin` (cli/commands/admin.ts) runs against the database without a server; the
// CLI imports the server only through this file (lint: no cli → server internals).
export { configFromEnv, type ServerConfig } from './config.js';
export { openDatabase } from './db/connect.js';
export { databaseKind, describeDatabase } from './db/config.js';
export { CopyRefused, copyDatabase } from './db/copy.js';
export { databaseFailure } from './db/errors.js';
export { systemClock } from './clock.js';
export { createKeyForEmail, createUser } from './services/accounts.js';
export { verifyChains } from './services/verify-chains.js';
export { revokeKeyByAdmin } from './services/manage-api-keys.js';
export { setPublicSharing } from './services/workspace-sharing.js';
export { createMailer } from './services/mail.js';
export { acceptContentReport, dismissContentReport, listContentReports, showContentReport } from './services/report-decisions.js';
export { ServiceError } from './services/errors.js';
export { operatorSignInLink } from './use-cases/people/index.js';
export { serveMcpOverStdio } from './mcp/stdio.js';
export { guardedStdioTransport } from './mcp/stdio-transport.js';
export type { ServiceContext } from './services/context.js';
