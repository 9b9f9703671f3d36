/**
 * The ops stage: edits as typed operations, all or nothing (applyOps), and restores, which
 * the service performs (restoreRequest). Mermaid text edits become operations in
 * engine/mermaid (mermaidEditOps). Pure and deterministic. README.md says how each rule of
 * the spec is met.
 */
export { applyOps } from './apply-ops.js';
export { restoreRequest, type RestoreRequest } from './restore-revision.js';
export { mergeDiagnostics } from './merge-diagnostics.js';
export { resizedBox } from './resize-element.js';
export type { ApplyResult, ChangedIds, EditContext, OperationInput, OpError, OpOf } from './types.js';
