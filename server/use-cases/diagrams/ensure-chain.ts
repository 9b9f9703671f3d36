import { revisions } from '../../db/repositories/revisions.js';
import { chainHash } from './chain.js';
import type { DiagramDeps } from '../shared/index.js';

const BATCH = 200;

/**
 * Computes the chain hashes a diagram is missing up to `revision` (spec: a chain is null
 * until computed, normally at save; a render, an export or the next edit computes a
 * missing one). Each chain covers the previous one, so every missing chain from the first
 * gap up to `revision` is written, oldest first.
 */
export async function ensureChain(deps: DiagramDeps, diagramId: string, revision: number): Promise<void> {
  // A chain once written never changes, so a cached version that has one is the answer.
  if ((await deps.revisions.get(deps.db, diagramId, revision)).row.chain !== null) return;
  deps.revisions.forget(diagramId, revision);
  const target = await revisions.get(deps.db, diagramId, revision);
  if (!target || target.chain !== null) return;
  let previous: string | null = null;
  for (let from = 1; from <= revision; from += BATCH) {
    const rows = await revisions.range(deps.db, diagramId, from, Math.min(BATCH, revision - from + 1));
    for (const row of rows) {
      if (row.chain === null) {
        const chain = chainHash(previous, row.hash, row.svg);
        await revisions.setChain(deps.db, diagramId, row.revision, chain);
        deps.revisions.forget(diagramId, row.revision);
        previous = chain;
      } else {
        previous = row.chain;
      }
    }
  }
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
