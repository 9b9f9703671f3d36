import { lockWorkspace } from '../../db/locks.js';
import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { checkMonthly, countMonthly, type Principal } from '../accounts/index.js';
import { findDiagram } from '../diagrams/index.js';
import type { DiagramDeps } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import { artifactOf, packFiles, type Generator, type PackFiles, type PackQuery } from './pack.js';
import { deterministicZip } from './zip.js';

/** Diagrams in one batch pack (spec Limits: evidence batch). */
export const EVIDENCE_BATCH = 50;

export interface EvidenceZip {
  fileName: string;
  zip: Uint8Array;
}

/** Counts one evidence export call toward rendersPerMonth, once the pack is made (a failure is not charged). */
async function countCall(deps: DiagramDeps, principal: Principal): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await lockWorkspace(trx, principal.workspace.id);
    await countMonthly(trx, deps.clock, principal, 'rendersPerMonth');
  });
}

/** GET /v1/diagrams/{id}/evidence: one diagram's evidence pack as a deterministic zip; counts once toward rendersPerMonth. */
export async function evidencePack(deps: DiagramDeps, principal: Principal, ref: string, query: PackQuery, generator: Generator): Promise<EvidenceZip> {
  const diagram = await findDiagram(deps.db, principal, ref);
  await checkMonthly(deps.db, deps.clock, principal, 'rendersPerMonth');
  const pack = await packFiles(deps, principal, diagram, query, generator);
  const zip = deterministicZip(pack.files, pack.effectiveAt);
  await countCall(deps, principal);
  return { fileName: `${diagram.id}@${pack.revision}-evidence.zip`, zip };
}

export interface BatchRequest {
  ids: string[];
  from?: number;
  asOf?: string;
}

/** Every diagram of a batch, or 404 naming the first id that is unknown here (the whole batch fails). */
async function batchDiagrams(deps: DiagramDeps, principal: Principal, refs: string[]): Promise<DiagramRow[]> {
  if (refs.length === 0) throw new ServiceError(400, 'BODY_INVALID', 'ids is empty; send the ids or keys of 1 to 50 diagrams.');
  if (refs.length > EVIDENCE_BATCH) {
    throw new ServiceError(400, 'TOO_MANY_DIAGRAMS', `A batch pack holds at most ${EVIDENCE_BATCH} diagrams (got ${refs.length}); split it into several.`, { maximum: EVIDENCE_BATCH, received: refs.length });
  }
  const found = new Map<string, DiagramRow>();
  for (const ref of refs) {
    const diagram = await diagrams.findLive(deps.db, principal.workspace.id, ref);
    if (!diagram) throw new ServiceError(404, 'NOT_FOUND', `No diagram "${ref}" in this workspace; the batch was not made. Remove it from ids or check the id or key.`, { id: ref });
    found.set(diagram.id, diagram);
  }
  // Sorted by id: the same set of diagrams gives the same zip whatever order it was asked in.
  return [...found.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * POST /v1/workspace/evidence: one zip with each diagram's pack under diagrams/<id>/ (at
 * its current revision, from `from`, or as of `asOf`) and a top-level manifest.json of
 * every file. Counts once toward rendersPerMonth, like any evidence export call.
 */
export async function evidenceBatch(deps: DiagramDeps, principal: Principal, body: BatchRequest, generator: Generator): Promise<EvidenceZip> {
  const selected = await batchDiagrams(deps, principal, body.ids);
  await checkMonthly(deps.db, deps.clock, principal, 'rendersPerMonth');
  const query: PackQuery = { ...(body.from !== undefined ? { from: String(body.from) } : {}), ...(body.asOf !== undefined ? { asOf: body.asOf } : {}) };
  const packs: PackFiles[] = [];
  for (const diagram of selected) packs.push(await packFiles(deps, principal, diagram, query, generator));
  const files = packs.flatMap((pack) => pack.files.map(([name, bytes]): [string, Uint8Array] => [`diagrams/${pack.id}/${name}`, bytes]));
  const manifest = new TextEncoder().encode(`${JSON.stringify({ formatVersion: 2, diagrams: packs.map((p) => p.id), files: files.map(([name, bytes]) => artifactOf(name, bytes)) }, null, 2)}\n`);
  const effectiveAt = packs.map((p) => p.effectiveAt).sort().at(-1)!;
  const zip = deterministicZip([...files, ['manifest.json', manifest]], effectiveAt);
  await countCall(deps, principal);
  return { fileName: `${principal.workspace.id}-evidence.zip`, zip };
}
