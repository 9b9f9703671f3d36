import type { Knex } from 'knex';
import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { revisions } from '../../db/repositories/revisions.js';
import type { Principal } from '../accounts/index.js';
import { findDiagram } from './find-diagram.js';
import { recordOf } from './revision-record.js';
import type { DiagramDeps } from '../shared/index.js';
import { ensureChain } from './ensure-chain.js';

const BATCH = 50;

/**
 * One line of an export: a version of a diagram with its record and its scene (view=dsp).
 * Every line names its diagram, so a workspace export is the diagrams' lines one after
 * another and a reader can group them by id.
 */
async function* diagramLines(db: Knex, diagram: DiagramRow): AsyncGenerator<string> {
  for (let from = 1; from <= diagram.revision; from += BATCH) {
    const rows = await revisions.range(db, diagram.id, from, BATCH);
    for (const row of rows) {
      if (row.revision > diagram.revision) return;
      const { scene, computed: _computed, svg: _svg, ...record } = row;
      yield `${JSON.stringify({ id: diagram.id, key: diagram.key, ...recordOf(record), scene: JSON.parse(scene) as unknown })}\n`;
    }
    if (rows.length < BATCH) return;
  }
}

/**
 * GET /v1/diagrams/{id}/export: the whole history as JSON Lines, oldest first. An export
 * computes the chains still missing (spec: a render, an export or the next edit does), so
 * every exported line carries its chain.
 */
export async function exportDiagram(deps: DiagramDeps, principal: Principal, ref: string): Promise<AsyncGenerator<string>> {
  const diagram = await findDiagram(deps.db, principal, ref);
  await ensureChain(deps, diagram.id, diagram.revision);
  return diagramLines(deps.db, diagram);
}

/** GET /v1/workspace/export: every live diagram with its whole history (chains computed), streamed. */
export async function* exportWorkspace(deps: DiagramDeps, principal: Principal): AsyncGenerator<string> {
  const all = await diagrams.listAll(deps.db, principal.workspace.id);
  for (const diagram of all) {
    await ensureChain(deps, diagram.id, diagram.revision);
    yield* diagramLines(deps.db, diagram);
  }
}
