import type { Knex } from 'knex';
import type { SceneDocumentValue } from '../../../engine/index.js';
import { hashScene } from '../shared/index.js';
import { revisions, type RevisionRow } from '../../db/repositories/revisions.js';
import { chainHash, chainLink } from './chain.js';
import { revisionTombstones, type TombstoneRow } from '../../db/repositories/governance/revision-tombstones.js';

/** What can be wrong with a stored history. */
export type BreakKind =
  /** The stored scene does not hash to the stored content hash. */
  | 'hash'
  /** The chain hash is not SHA-256 of {previous chain, hash, image}. */
  | 'chain'
  /** Revision numbers are not 1..n without gaps. */
  | 'sequence'
  /** The diagram's head is not its last revision. */
  | 'head'
  /** The scene is not JSON, or the stored image is empty. */
  | 'unreadable';

export interface ChainBreak {
  diagramId: string;
  /** The revision the break is at; null for a diagram with no revision at all. */
  revision: number | null;
  kind: BreakKind;
  message: string;
  expected?: string | number | null;
  actual?: string | number | null;
}

export interface VerifyReport {
  diagrams: number;
  revisions: number;
  /** Revisions whose chain was never computed (allowed by the spec: computed later). */
  unchained: number;
  ok: boolean;
  breaks: ChainBreak[];
}

const BATCH = 50;

/** Checks one revision's content hash and its link to the previous revision's chain. */
function checkRevision(diagramId: string, row: RevisionRow, previousChain: string | null): ChainBreak[] {
  const at = { diagramId, revision: row.revision };
  let scene: SceneDocumentValue;
  try {
    scene = JSON.parse(row.scene) as SceneDocumentValue;
  } catch {
    return [{ ...at, kind: 'unreadable', message: 'the stored scene is not JSON' }];
  }
  const breaks: ChainBreak[] = [];
  const hash = hashScene(scene);
  if (hash !== row.hash) breaks.push({ ...at, kind: 'hash', message: 'the stored scene does not hash to the stored content hash', expected: hash, actual: row.hash });
  if (!row.svg) breaks.push({ ...at, kind: 'unreadable', message: 'the stored image is empty' });
  if (row.chain !== null) {
    const chain = chainHash(previousChain, row.hash, row.svg);
    if (chain !== row.chain) breaks.push({ ...at, kind: 'chain', message: 'the chain hash does not cover this version’s hash, image and the previous chain', expected: chain, actual: row.chain });
  }
  return breaks;
}

/** A purged revision's link: its tombstone's parts (content hash, image hash, previous chain) give its chain. */
function checkTombstone(diagramId: string, tombstone: TombstoneRow, previousChain: string | null): ChainBreak[] {
  const chain = chainLink(previousChain, tombstone.hash, tombstone.image_sha256);
  if (chain === tombstone.chain) return [];
  return [{ diagramId, revision: Number(tombstone.revision), kind: 'chain', message: 'the purged revision’s tombstone does not link to the previous chain', expected: chain, actual: tombstone.chain }];
}

/**
 * Re-checks every stored history (dsp admin verify): each revision's scene hashes to its
 * content hash; each chain is chainHash(previous chain, hash, image); revision numbers run
 * 1..n without gaps; the diagram's head is its last revision. Each link is checked against
 * the stored previous chain, so a break is reported where it is rather than at every later
 * revision; a history is intact exactly when every link holds. Deleted diagrams are checked
 * too (their history is kept for the undo window). Revisions purged by retention are
 * checked through their tombstones, so a purged prefix still proves the sequence.
 */
export async function verifyChains(db: Knex): Promise<VerifyReport> {
  const heads = await db('diagrams').select<Array<{ id: string; revision: number }>>('id', 'revision').orderBy('id');
  const breaks: ChainBreak[] = [];
  let counted = 0;
  let unchained = 0;
  for (const head of heads) {
    let expected = 1;
    let previousChain: string | null = null;
    for (const tombstone of await revisionTombstones.range(db, head.id, 1, Number(head.revision))) {
      counted += 1;
      if (Number(tombstone.revision) !== expected) {
        breaks.push({ diagramId: head.id, revision: Number(tombstone.revision), kind: 'sequence', message: `revision ${expected} is missing`, expected, actual: Number(tombstone.revision) });
      }
      breaks.push(...checkTombstone(head.id, tombstone, previousChain));
      previousChain = tombstone.chain;
      expected = Number(tombstone.revision) + 1;
    }
    for (;;) {
      const rows = await revisions.range(db, head.id, expected, BATCH);
      for (const row of rows) {
        counted += 1;
        if (row.revision !== expected) {
          breaks.push({ diagramId: head.id, revision: row.revision, kind: 'sequence', message: `revision ${expected} is missing`, expected, actual: row.revision });
        }
        if (row.chain === null) unchained += 1;
        breaks.push(...checkRevision(head.id, row, previousChain));
        previousChain = row.chain;
        expected = row.revision + 1;
      }
      if (rows.length < BATCH) break;
    }
    const last = expected - 1;
    if (last === 0) {
      breaks.push({ diagramId: head.id, revision: null, kind: 'head', message: 'the diagram has no revision', expected: head.revision, actual: null });
    } else if (Number(head.revision) !== last) {
      breaks.push({ diagramId: head.id, revision: last, kind: 'head', message: `the diagram's head is revision ${head.revision} but its last revision is ${last}`, expected: last, actual: Number(head.revision) });
    }
  }
  return { diagrams: heads.length, revisions: counted, unchained, ok: breaks.length === 0, breaks };
}
