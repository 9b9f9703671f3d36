/**
 * The model shared by every stage (not a stage): the `computed` contract between layout
 * and render, the plane's types, diagnostics and their codes, ER columns, and small JSON
 * helpers. Types and tiny pure helpers only.
 */
export type * from './computed.js';
export { COMPUTED_VERSION, storedLayout } from './computed.js';
export type * from './plane.js';
export { diagnostic, hasErrors, type Diagnostic, type DiagnosticWhere, type Severity } from './diagnostic.js';
export { DIAGNOSTIC_CODES, isDiagnosticCode, type DiagnosticCode } from './diagnostic-codes.js';
export { columnsOf, resolveColumn, type ResolvedColumn } from './columns.js';
export { formatPath, type PathSegment } from './json-path.js';
export { cloneJson, isPlainObject } from './json.js';
export { laidOutScene, stamped, type LaidOutScene, type NormalizedScene, type Stage, type ValidScene } from './stages.js';
export { NAMED_COLOURS } from './named-colours.js';
