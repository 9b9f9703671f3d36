import type { HistoryEntry } from './history.js';

/** An artifact of a pack: its name, SHA-256 and size. */
export interface Artifact {
  name: string;
  sha256: string;
  bytes: number;
}

/** The retention the pack was made under. */
export interface RetentionBlock {
  legalHold: boolean;
  plan: string;
  /** keep-all: every revision is kept; purge-after-30-days: Free, unless on legal hold. */
  policy: 'keep-all' | 'purge-after-30-days';
  purgedRevisions: number;
}

export interface ProvenanceInput {
  diagram: { id: string; key: string | null; title: string | null };
  generator: { name: string; version: string };
  from: number;
  to: number;
  asOf: string | null;
  history: HistoryEntry[];
  artifacts: Artifact[];
  retention: RetentionBlock;
}

/**
 * provenance.json (formatVersion 2; schema: schemas/provenance.json). The chain runs from
 * revision 1 to the pack's revision so the sequence is proved from its start; `scope`
 * says which part of it the pack covers. Nothing in it depends on when the pack was made.
 */
export function provenanceDocument(input: ProvenanceInput): Record<string, unknown> {
  const inScope = input.history.filter((e) => e.revision >= input.from && e.revision <= input.to);
  const numbered = input.history.every((e, i) => e.revision === i + 1) && input.history.length === input.to;
  return {
    formatVersion: 2,
    generator: input.generator,
    diagram: input.diagram,
    scope: {
      fromRevision: input.from,
      toRevision: input.to,
      coversFrom: inScope[0]?.createdAt ?? null,
      effectiveAt: inScope[inScope.length - 1]?.createdAt ?? null,
      asOf: input.asOf,
    },
    chain: {
      algorithm: 'chain = sha256 of the RFC 8785 canonical JSON {"previous": previous chain or null, "hash": content hash, "image": "sha256:" + SHA-256 of the stored SVG}',
      verified: numbered && input.history.every((e) => e.verifies),
      revisions: input.history.map((e) => ({ revision: e.revision, createdAt: e.createdAt, hash: e.hash, image: e.imageSha256, previous: e.previousChain, chain: e.chain, purged: e.purged, verifies: e.verifies })),
    },
    lineage: inScope.map((e) => ({
      revision: e.revision,
      createdByKind: e.createdByKind,
      createdVia: e.createdVia,
      proposalId: e.proposalId,
      approvedByUserId: e.approvedByUserId,
      deriveFormat: e.deriveFormat,
      deriveSourceSha256: e.deriveSourceSha256,
    })),
    artifacts: input.artifacts,
    retention: input.retention,
  };
}
