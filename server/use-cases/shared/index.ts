/**
 * What every room uses: the context and dependencies a use case is given, cursors, time
 * queries, the request envelope, transports, hashes and database failures.
 */
export { type ServiceContext } from './context.js';
export { decodeCursor, encodeCursor, parseLimit } from './cursor.js';
export { databaseFailure } from './database-failure.js';
export { type DiagramDeps, versionAddress } from './deps.js';
export { checkEnvelope } from './envelope.js';
export { hashJson, hashScene, sha256Hex } from './native-hash.js';
export { parseAsOf, parsePositiveInteger } from './time-query.js';
export { type Transport } from './transport.js';
export { requireWellFormedJson } from './well-formed-json.js';
export { startPeriodicSweep, type PeriodicSweep, type SweepOptions } from './periodic-sweep.js';
