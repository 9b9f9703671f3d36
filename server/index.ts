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
export { createKeyForEmail, createUser } from './use-cases/accounts/accounts.js';
export { verifyChains } from './use-cases/diagrams/verify-chains.js';
export { revokeKeyByAdmin } from './use-cases/accounts/manage-api-keys.js';
export { setPublicSharing } from './use-cases/sharing/workspace-sharing.js';
export { createMailer } from './infrastructure/mail-transport.js';
export { acceptContentReport, dismissContentReport, listContentReports, showContentReport } from './use-cases/moderation/report-decisions.js';
export {
  listFeedbackItems, listSupportReports, setFeedbackStatus, setSupportReportStatus, showFeedbackItem, showSupportReport, SUPPORT_STATUSES,
} from './use-cases/support/index.js';
export { ServiceError } from './ports/service-error.js';
export { operatorSignInLink } from './use-cases/people/index.js';
export { setPlan } from './use-cases/workspaces/index.js';
export { serveMcpOverStdio } from './mcp-stdio.js';
export { guardedStdioTransport } from './mcp/stdio-transport.js';
export type { ServiceContext } from './use-cases/shared/context.js';

// What the benches (bench/) run the service with besides the app: the drawing pool on its
// own (timed apart from HTTP), the revision cache whose size they report, keys for the
// accounts they make, and the deflate the service's PNGs are written with (lint: bench/
// reaches the server through this file only).
export { createDrawer, defaultThreadCount, type DrawingCaller, type WarmDrawer } from './drawing-pool/index.js';
export { PNG_DEFLATE_LEVEL, pngDeflate } from './drawing-pool/png-deflate.js';
export { CachedRevisionStore } from './infrastructure/cached-revision-store.js';
export { createKey } from './use-cases/accounts/accounts.js';
