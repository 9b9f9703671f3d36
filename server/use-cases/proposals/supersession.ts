import { applyOps, compareSceneFields, compareScenes, type ApplyResult, type OperationInput, type SceneDocumentValue } from '../../../engine/index.js';
import { isoNow } from '../../clock.js';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import { proposals, type ProposalRow } from '../../db/repositories/governance/proposals.js';
import type { DrawingCaller, StoredRevision } from '../../ports/index.js';
import type { DiagramDeps } from '../shared/index.js';

/** How many open proposals one list or inbox read checks at most (the rest on the next read). */
const CHECKS_PER_READ = 100;

/** What a proposal does to the head: the scene it makes, or why it no longer applies. */
export type Outcome = { applies: true; scene: SceneDocumentValue; head: StoredRevision } | { applies: false; reason: string; head: StoredRevision };

/** Everything a change touches: element and constraint ids, and scene-level fields by path. */
function touched(from: SceneDocumentValue, to: SceneDocumentValue): Set<string> {
  const elements = compareScenes(from, to);
  return new Set([...elements.added, ...elements.removed, ...elements.modified, ...elements.changedConstraintIds, ...compareSceneFields(from, to).map((field) => field.path)]);
}

/** Applies ops on a stored version with its layout (laid out again when stored in another format). */
async function applyOn(deps: DiagramDeps, version: StoredRevision, ops: OperationInput[], caller: DrawingCaller): Promise<ApplyResult> {
  const computed = version.layoutOutdated ? (await deps.drawer.layout(version.scene, caller)).computed : version.computed;
  return applyOps(version.scene, ops, computed ? { computed } : {});
}

/** The first error of a refused apply, as one line. */
export function firstError(result: Extract<ApplyResult, { ok: false }>): string {
  const error = result.errors[0];
  return error ? `op ${error.opIndex}: ${error.message}` : 'the operations were refused';
}

/**
 * Whether a proposal still applies to the diagram's head. The head is the base: it applies
 * when its ops do (they were checked at creation). The diagram moved on: it conflicts when a
 * revision since the base changed an element, constraint or scene field the proposal changes
 * too (approving it would silently overwrite that change), or when its ops fail on the head.
 */
export async function outcomeOf(deps: DiagramDeps, diagram: DiagramRow, proposal: ProposalRow, caller: DrawingCaller): Promise<Outcome> {
  const ops = JSON.parse(proposal.ops) as OperationInput[];
  const head = await deps.revisions.get(deps.db, diagram.id, diagram.revision);
  if (proposal.base_revision < diagram.revision) {
    const base = await deps.revisions.get(deps.db, diagram.id, proposal.base_revision);
    const proposed = await applyOn(deps, base, ops, caller);
    if (proposed.ok) {
      const theirs = touched(base.scene, head.scene);
      const both = [...touched(base.scene, proposed.scene)].filter((id) => theirs.has(id));
      if (both.length > 0) {
        return { applies: false, head, reason: `The diagram moved on to revision ${diagram.revision}, which also changed ${both.slice(0, 10).join(', ')}${both.length > 10 ? ` and ${both.length - 10} more` : ''}; propose again from revision ${diagram.revision}.` };
      }
    }
  }
  const applied = await applyOn(deps, head, ops, caller);
  if (!applied.ok) {
    return { applies: false, head, reason: `The operations no longer apply to revision ${diagram.revision} (${firstError(applied)}); propose again from revision ${diagram.revision}.` };
  }
  return { applies: true, scene: applied.scene, head };
}

/** Marks an open proposal superseded (no-op when something else resolved it first). */
export async function supersede(deps: DiagramDeps, proposalId: string, reason: string): Promise<void> {
  await proposals.resolve(deps.db, proposalId, { status: 'superseded', resolved_at: isoNow(deps.clock), resolved_by: null, resolution_reason: reason, resulting_revision: null });
}

/**
 * Lazy supersession: before a list is read, the open proposals of its scope whose diagram
 * moved past the head they were last checked at are checked again, and those that no longer
 * apply become superseded. Writes stay as fast as before; a proposal's state is settled when
 * someone looks at it or acts on it (docs/proposals.md).
 */
export async function settleOpen(deps: DiagramDeps, scope: { diagramId: string } | { workspaceId: string }, diagramsById: (id: string) => Promise<DiagramRow | undefined>, caller: DrawingCaller): Promise<void> {
  const rows = await proposals.unchecked(deps.db, scope, CHECKS_PER_READ);
  for (const row of rows) {
    const diagram = await diagramsById(row.diagram_id);
    if (!diagram || diagram.deleted_at) continue;
    const outcome = await outcomeOf(deps, diagram, row, caller);
    if (outcome.applies) await proposals.checked(deps.db, row.id, diagram.revision);
    else await supersede(deps, row.id, outcome.reason);
  }
}
