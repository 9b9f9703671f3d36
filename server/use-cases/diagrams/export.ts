import type { Knex } from 'knex';
import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { revisions } from '../../db/repositories/revisions.js';
import type { Principal } from '../accounts/index.js';
import { findDiagram } from './find-diagram.js';
import { recordOf } from './revision-record.js';
import type { ServiceContext } from '../shared/index.js';

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

/** GET /v1/diagrams/{id}/export: the whole history as JSON Lines, oldest first. */
export async function exportDiagram(context: ServiceContext, principal: Principal, ref: string): Promise<AsyncGenerator<string>> {
  const diagram = await findDiagram(context.db, principal, ref);
  return diagramLines(context.db, diagram);
}

/** GET /v1/workspace/export: every live diagram with its whole history, streamed. */
export async function* exportWorkspace(context: ServiceContext, principal: Principal): AsyncGenerator<string> {
  const all = await diagrams.listAll(context.db, principal.workspace.id);
  for (const diagram of all) yield* diagramLines(context.db, diagram);
}
