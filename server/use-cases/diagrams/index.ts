/**
 * Diagrams: create, edit, read, find, list, history and compare, export, delete and undelete,
 * and the revision chain. What the front doors and the other rooms may use.
 */
export { createDiagram } from './create-diagram.js';
export { deleteDiagram, undeleteDiagram } from './delete-diagram.js';
export { deriveDiagram, type DeriveResponse } from './derive-diagram.js';
export { derivePreview, type DerivePreview } from './derive-preview.js';
export { publicWarnings } from './diagram-response.js';
export { editDiagramBestEffort, type BestEffortEdit, type SkippedOperation } from './edit-best-effort.js';
export { editDiagram } from './edit-diagram.js';
export { computeMissingChains, ensureChain } from './ensure-chain.js';
export { exportDiagram, exportWorkspace } from './export.js';
export { findDiagram, resolveRevision } from './find-diagram.js';
export { compareRevisions, listRevisions } from './history.js';
export { listDiagrams } from './list-diagrams.js';
export { readDiagram, type ReadQuery } from './read-diagram.js';
export { sceneFromBody, sceneFromDocument } from './scene-input.js';
export { validateBody } from './validation.js';
export { moveDiagram, type MovedAnswer } from './move-diagram.js';
export { isProtected, requireDirectWrite } from './protection.js';
export { revisionRow } from './new-revision.js';
export { deriveSnapshot } from './derive-snapshot.js';
export { notFound } from './find-diagram.js';
export { attestDiagram, attestationOf, attestationStatus, type Attestation, type AttestationStatus, type AttestationState } from './attestation.js';
export { chainHash, chainLink, imageHash } from './chain.js';
export { STALE_DAYS } from './attestation.js';
