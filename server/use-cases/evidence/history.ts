import type { Knex } from 'knex';
import type { SceneDocumentValue } from '../../../engine/index.js';
import { revisions, type RevisionRow } from '../../db/repositories/revisions.js';
import { revisionTombstones, type TombstoneRow } from '../../db/repositories/governance/revision-tombstones.js';
import { chainLink, imageHash } from '../diagrams/index.js';
import { hashScene } from '../shared/index.js';

/** One revision as an evidence pack tells it: its record, its chain link and whether the link holds. */
export interface HistoryEntry {
  revision: number;
  createdAt: string;
  createdBy: string | null;
  message: string | null;
  summary: { added?: number; removed?: number; modified?: number } | null;
  changed: { added: string[]; updated: string[]; removed: string[] } | null;
  createdByKind: string | null;
  createdVia: string | null;
  proposalId: string | null;
  approvedByUserId: string | null;
  deriveFormat: string | null;
  deriveSourceSha256: string | null;
  hash: string;
  imageSha256: string;
  previousChain: string | null;
  chain: string | null;
  /** Purged by retention: only its tombstone (hashes and record) is left. */
  purged: boolean;
  /** The link is chainLink(previousChain, hash, image) and, for a kept revision, its scene hashes to `hash`. */
  verifies: boolean;
}

const BATCH = 50;

const parsed = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function sceneHashHolds(row: RevisionRow): boolean {
  try {
    return hashScene(JSON.parse(row.scene) as SceneDocumentValue) === row.hash;
  } catch {
    return false;
  }
}

function entryOf(row: RevisionRow | TombstoneRow, previousChain: string | null): HistoryEntry {
  const purged = !('scene' in row);
  const image = purged ? row.image_sha256 : imageHash(row.svg);
  const linkHolds = row.chain !== null && chainLink(previousChain, row.hash, image) === row.chain;
  return {
    revision: Number(row.revision),
    createdAt: row.created_at,
    createdBy: row.created_by,
    message: row.message,
    summary: parsed(row.summary),
    changed: parsed(row.changed),
    createdByKind: row.created_by_kind,
    createdVia: row.created_via,
    proposalId: row.proposal_id,
    approvedByUserId: row.approved_by_user_id,
    deriveFormat: row.derive_format,
    deriveSourceSha256: row.derive_source_sha256,
    hash: row.hash,
    imageSha256: image,
    previousChain,
    chain: row.chain,
    purged,
    verifies: linkHolds && (purged || sceneHashHolds(row as RevisionRow)),
  };
}

/**
 * Every revision from 1 to `to`, kept ones and purged ones' tombstones in order, each
 * link checked against the chain before it. The caller has computed missing chains first
 * (ensureChain). A missing number stays missing: the caller sees the gap. Scenes and
 * images are read in batches and dropped once hashed.
 */
export async function historyUpTo(db: Knex, diagramId: string, to: number): Promise<HistoryEntry[]> {
  const tombstones = await revisionTombstones.range(db, diagramId, 1, to);
  const entries: HistoryEntry[] = [];
  let previous: string | null = null;
  const add = (row: RevisionRow | TombstoneRow) => {
    const entry = entryOf(row, previous);
    entries.push(entry);
    previous = entry.chain;
  };
  for (let next = 1; next <= to; ) {
    const rows = (await revisions.range(db, diagramId, next, BATCH)).filter((row) => Number(row.revision) <= to);
    for (const row of rows) {
      while (tombstones.length > 0 && Number(tombstones[0]!.revision) < Number(row.revision)) add(tombstones.shift()!);
      add(row);
    }
    if (rows.length < BATCH) break;
    next = Number(rows[rows.length - 1]!.revision) + 1;
  }
  for (const tombstone of tombstones) add(tombstone);
  return entries;
}
