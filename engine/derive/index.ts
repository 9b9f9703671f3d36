/**
 * The derive room: schema snapshots (Prisma, SQL DDL, DBML) read into a neutral model by
 * the parser packages, loaded lazily, and the minimal operations that keep an ER scene in
 * step with it. Pure and deterministic. README.md says how.
 */
export { deriveScene, type DeriveInput, type DeriveResult, type DeriveFailure } from './derive-scene.js';
export { parseSchema, formatOfFileName } from './parse-schema.js';
export { deriveOps, stampOf, type DeriveOptions } from './diff/derive-ops.js';
export type { DeriveReport, DeriveChanges, DeriveWarning } from './diff/report.js';
export type { DeriveStamp } from './diff/desired.js';
export { DeriveError, type DeriveErrorCode } from './errors.js';
export { DERIVE_FORMATS, countsOf, type DeriveFormat, type SchemaModel, type SchemaTable, type SchemaColumn, type SchemaRelation, type SchemaEnum, type SkippedConstruct, type SchemaCounts } from './model.js';
