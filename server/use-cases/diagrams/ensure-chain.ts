import type { Knex } from 'knex';
import { revisions } from '../../db/repositories/revisions.js';
import { revisionTombstones } from '../../db/repositories/governance/revision-tombstones.js';
import { chainHash } from './chain.js';
import type { DiagramDeps } from '../shared/index.js';

const BATCH = 200;

/**
 * Computes the chain hashes a diagram is missing up to `revision` (spec: a chain is null
 * until computed, normally at save; a render, an export or the next edit computes a
 * missing one). Each chain covers the previous one, so every missing chain from the first
 * gap up to `revision` is written, oldest first; the chain before the first kept revision
 * is its tombstone's when retention purged the ones before it. Returns the revisions written.
 */
export async function computeMissingChains(db: Knex, diagramId: string, revision: number): Promise<number[]> {
  const target = await revisions.get(db, diagramId, revision);
  if (!target || target.chain !== null) return [];
  const written: number[] = [];
  const tombstones = await revisionTombstones.range(db, diagramId, 1, revision);
  let previous: string | null = tombstones.at(-1)?.chain ?? null;
  for (let next = Number(tombstones.at(-1)?.revision ?? 0) + 1; next <= revision; ) {
    const rows = (await revisions.range(db, diagramId, next, BATCH)).filter((row) => Number(row.revision) <= revision);
    for (const row of rows) {
      if (row.chain === null) {
        const chain = chainHash(previous, row.hash, row.svg);
        await revisions.setChain(db, diagramId, row.revision, chain);
        written.push(Number(row.revision));
        previous = chain;
      } else {
        previous = row.chain;
      }
    }
    if (rows.length < BATCH) break;
    next = Number(rows[rows.length - 1]!.revision) + 1;
  }
  return written;
}

/** computeMissingChains, and the cached copies of the versions it wrote forgotten. */
export async function ensureChain(deps: DiagramDeps, diagramId: string, revision: number): Promise<void> {
  // A chain once written never changes, so a cached version that has one is the answer.
  if ((await deps.revisions.get(deps.db, diagramId, revision)).row.chain !== null) return;
  deps.revisions.forget(diagramId, revision);
  for (const written of await computeMissingChains(deps.db, diagramId, revision)) deps.revisions.forget(diagramId, written);
}

/**
 * The chain hash of `revision`, computed first when it is missing: a new version's chain
 * covers this one, so writing it over a null would restart the chain as if it were
 * revision 1 and leave a break behind.
 */
export async function chainOf(deps: DiagramDeps, diagramId: string, revision: number): Promise<string> {
  await ensureChain(deps, diagramId, revision);
  const chain = (await deps.revisions.get(deps.db, diagramId, revision)).row.chain;
  if (chain === null) throw new Error(`revision ${revision} of ${diagramId} has no chain after it was computed`);
  return chain;
}
