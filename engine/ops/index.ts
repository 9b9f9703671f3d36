/**
 * The ops stage: edits as typed operations, all or nothing (applyOps), Mermaid text edits
 * turned into operations (mermaidEditOps), and restores, which the service performs
 * (restoreRequest). Pure and deterministic. README.md says how each rule of the spec is met.
 */
export { applyOps } from './apply-ops.js';
export { mermaidEditOps, type MermaidEditResult } from './mermaid-edit.js';
export { restoreRequest, type RestoreRequest } from './restore-revision.js';
export { mergeDiagnostics } from './merge-diagnostics.js';
export { resizedBox } from './resize-element.js';
export type { ApplyResult, ChangedIds, EditContext, OperationInput, OpError, OpOf } from './types.js';
