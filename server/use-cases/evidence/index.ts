/**
 * Evidence: the workspace audit of attestations, evidence packs (one diagram, or a batch)
 * as deterministic zips, and legal hold. What the front doors may use.
 */
export { workspaceAudit, type AuditEntry, type AuditPage } from './audit.js';
export { evidenceBatch, evidencePack, EVIDENCE_BATCH, type BatchRequest, type EvidenceZip } from './evidence-pack.js';
export { setLegalHold } from './legal-hold.js';
export type { Generator, PackQuery } from './pack.js';
export { purgeExpiredRevisions, RETENTION_DAYS, startRetentionSweep, type RetentionSweep } from './retention.js';
export { DIGEST_REPEAT_DAYS, mailAttestationDigests, startAttestationDigestSweep, type AttestationDigestSweep, type DigestDeps, type DigestSweep } from './attestation-digest.js';
