import { LIMITS, type CreateRevisionBodyValue } from '../../../schema/index.js';
import {
  applyOps,
  compareScenes,
  mergeDiagnostics,
  mermaidEditOps,
  restoreRequest,
  sameSceneContent,
  type Computed,
  type Diagnostic,
  type OperationInput,
  type SceneDocumentValue,
} from '../../../engine/index.js';
import { hashJson, hashScene, parseAsOf, versionAddress, type DiagramDeps, type Transport, requireWellFormedJson } from '../shared/index.js';
import { isoNow } from '../../clock.js';
import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { revisions } from '../../db/repositories/revisions.js';
import { lockWorkspace } from '../../db/locks.js';
import { requestIds } from '../../db/repositories/request-ids.js';
import { requireVerifiedEmail, requireWrite, keyedCaller, type Principal, checkMonthly, countMonthly } from '../accounts/index.js';
import { findDiagram, notFound } from './find-diagram.js';
import { chainHash } from './chain.js';
import { chainOf } from './ensure-chain.js';
import { mermaidError } from './scene-input.js';
import { publicWarnings } from './diagram-response.js';
import { revisionRow } from './new-revision.js';
import { requireDirectWrite } from './protection.js';
import { type StoredRevision, ServiceError, type DrawingCaller } from '../../ports/index.js';

type EditBody = CreateRevisionBodyValue;

export interface EditResponse {
  id: string;
  revision: number;
  hash: string;
  chain: string | null;
  warnings: Diagnostic[];
  changed: { added: string[]; updated: string[]; removed: string[] };
  noop?: true;
  replayed?: true;
}

const NOTHING_CHANGED = { added: [], updated: [], removed: [] };

/** A base behind the head (with what changed since it), or past it. */
function conflict(id: string, current: number, base: number, changes?: { added: string[]; removed: string[]; modified: string[] }): ServiceError {
  const behind = base < current;
  return new ServiceError(
    409,
    'REVISION_CONFLICT',
    `The diagram is at revision ${current}; read it again${behind ? ` (with knownRevision ${base} to see what changed)` : ''}, rebase your edit and send it with baseRevision ${current}.`,
    changes ? { revision: current, changes } : { revision: current },
  ).suggest({ do: 'readDiagram', ref: id, ...(behind ? { knownRevision: base } : {}) });
}

function checkOps(ops: unknown): OperationInput[] {
  if (!Array.isArray(ops)) throw new ServiceError(400, 'BODY_INVALID', 'ops must be a list of operations.');
  if (ops.length === 0) throw new ServiceError(400, 'OPS_EMPTY', 'ops is empty; send at least one operation.');
  if (ops.length > LIMITS.opsPerEdit) {
    throw new ServiceError(400, 'TOO_MANY_OPS', `An edit holds at most ${LIMITS.opsPerEdit} operations (got ${ops.length}); split it into several edits.`, { maximum: LIMITS.opsPerEdit, received: ops.length });
  }
  return ops as OperationInput[];
}

function whatToDo(body: EditBody): 'ops' | 'mermaid' | 'restore' | 'brief' {
  const actions = (['ops', 'mermaid', 'restoreRevision'] as const).filter((k) => body[k] !== undefined);
  if (actions.length > 1) throw new ServiceError(400, 'BODY_INVALID', `Send one of ops, mermaid or restoreRevision, not ${actions.join(' and ')}.`);
  if (actions.length === 0) {
    if (body.brief === undefined) throw new ServiceError(400, 'BODY_INVALID', 'Send ops, mermaid, restoreRevision, or brief alone.');
    return 'brief';
  }
  if (actions[0] === 'restoreRevision') {
    if (body.brief !== undefined) throw new ServiceError(400, 'BODY_INVALID', 'restoreRevision stands alone; send the brief in a separate edit.');
    return 'restore';
  }
  return actions[0]!;
}

async function restoreTarget(deps: DiagramDeps, diagram: DiagramRow, target: number | { asOf: string }): Promise<StoredRevision> {
  let number: number;
  if (typeof target === 'number') {
    number = target;
    if (number > diagram.revision) throw new ServiceError(404, 'REVISION_NOT_FOUND', `This diagram has no revision ${number}; its latest is ${diagram.revision}.`, { revision: diagram.revision });
  } else {
    const row = await revisions.asOf(deps.db, diagram.id, parseAsOf(target.asOf, 'restoreRevision.asOf'));
    if (!row) throw new ServiceError(404, 'NO_REVISION_AS_OF', `This diagram did not exist yet at ${target.asOf}.`, { createdAt: diagram.created_at });
    number = row.revision;
  }
  return deps.revisions.get(deps.db, diagram.id, number);
}

function withBrief(scene: SceneDocumentValue, brief: string | null | undefined): SceneDocumentValue {
  if (brief === undefined) return scene;
  const header = { ...scene.scene };
  if (brief === null) delete header.brief;
  else header.brief = brief;
  return { ...scene, scene: header };
}

/**
 * The base version's layout, for edits that read where things were drawn: the stored one,
 * or when it was stored in another format version, the base laid out again (never an
 * older layout read as if it were of this version).
 */
async function baseLayout(deps: DiagramDeps, base: StoredRevision, caller: DrawingCaller): Promise<Computed | null> {
  if (!base.layoutOutdated) return base.computed;
  return (await deps.drawer.layout(base.scene, caller)).computed;
}

/** The scene an edit asks for, from the base version, and the edit's own warnings. */
async function nextScene(deps: DiagramDeps, diagram: DiagramRow, base: StoredRevision, body: EditBody, caller: DrawingCaller): Promise<{ scene: SceneDocumentValue; warnings: Diagnostic[] }> {
  const action = whatToDo(body);
  if (action === 'restore') return { scene: (await restoreTarget(deps, diagram, body.restoreRevision!)).scene, warnings: [] };
  if (action === 'brief') return { scene: withBrief(base.scene, body.brief), warnings: [] };
  let ops: OperationInput[];
  let warnings: Diagnostic[] = [];
  if (action === 'mermaid') {
    const edit = mermaidEditOps(base.scene, body.mermaid!);
    if (!edit.ok) throw mermaidError(edit);
    if (edit.ops.length === 0) return { scene: withBrief(base.scene, body.brief), warnings: edit.warnings };
    ops = edit.ops;
    warnings = edit.warnings;
  } else {
    ops = checkOps(body.ops);
    const restore = restoreRequest(ops);
    if (restore) {
      const target = 'revision' in restore ? restore.revision : { asOf: restore.asOf };
      return { scene: (await restoreTarget(deps, diagram, target)).scene, warnings: [] };
    }
  }
  const computed = await baseLayout(deps, base, caller);
  const applied = applyOps(base.scene, ops, computed ? { computed } : {});
  if (!applied.ok) {
    throw new ServiceError(422, 'VALIDATION_FAILED', `The edit was refused and nothing was saved. First: op ${applied.errors[0]?.opIndex}: ${applied.errors[0]?.message}`, { errors: applied.errors });
  }
  return { scene: withBrief(applied.scene, body.brief), warnings: mergeDiagnostics(warnings, applied.diagnostics) };
}

/**
 * POST /v1/diagrams/{id}/revisions and diagram_edit: all or nothing. The edit is applied to
 * baseRevision; a base behind the head is a conflict unless the result already equals the
 * head (a retry of an edit that landed: noop). A requestId replays the first answer.
 */
export async function editDiagram(deps: DiagramDeps, principal: Principal, ref: string, body: EditBody, via: Transport): Promise<EditResponse> {
  requireWrite(principal);
  requireVerifiedEmail(principal, deps.webUrl);
  // First: the body's hash below (requestId replays) is canonical JSON, which throws on a
  // lone surrogate, on Infinity and (by recursion) on deep nesting. REST checked this while
  // reading the body; other front doors may not have.
  requireWellFormedJson(body);
  whatToDo(body);
  const diagram = await findDiagram(deps.db, principal, ref);
  const { requestId, ...edit } = body;
  const bodyHash = hashJson(edit);
  const replay = await replayOf(deps, diagram.id, requestId, bodyHash);
  if (replay) return replay;
  requireDirectWrite(principal, diagram);
  if (body.baseRevision > diagram.revision) throw conflict(diagram.id, diagram.revision, body.baseRevision);
  await checkMonthly(deps.db, deps.clock, principal, 'updatesPerMonth');

  const base = await deps.revisions.get(deps.db, diagram.id, body.baseRevision);
  const current = body.baseRevision === diagram.revision ? base : await deps.revisions.get(deps.db, diagram.id, diagram.revision);
  const next = await nextScene(deps, diagram, base, body, keyedCaller(principal));
  const revision = diagram.revision + 1;
  const drawn = await deps.drawer.draw({ scene: next.scene, stamp: versionAddress(deps, diagram.id, revision) }, keyedCaller(principal));
  const warnings = publicWarnings(mergeDiagnostics(next.warnings, drawn.diagnostics));

  if (sameSceneContent(drawn.scene, current.scene)) return noop(deps, diagram.id, current, warnings, requestId, bodyHash);
  if (body.baseRevision < diagram.revision) {
    const changes = compareScenes(base.scene, current.scene);
    throw conflict(diagram.id, diagram.revision, body.baseRevision, { added: changes.added, removed: changes.removed, modified: changes.modified });
  }

  const comparison = compareScenes(current.scene, drawn.scene);
  const changed = { added: comparison.added, updated: comparison.modified, removed: comparison.removed };
  const hash = hashScene(drawn.scene);
  const chain = chainHash(await chainOf(deps, diagram.id, diagram.revision), hash, drawn.svg);
  const now = isoNow(deps.clock);
  const response: EditResponse = { id: diagram.id, revision, hash, chain, warnings, changed };

  const landed = await deps.db.transaction(async (trx) => {
    // First, so the monthly count below and its increment are one step for the workspace.
    await lockWorkspace(trx, principal.workspace.id);
    const moved = await diagrams.advance(trx, diagram.id, diagram.revision, {
      revision,
      updated_at: now,
      title: drawn.scene.scene.title ?? null,
      brief: drawn.scene.scene.brief ?? null,
    });
    // Another edit landed since we read the head: this one loses, nothing is written.
    if (moved === 0) return false;
    await countMonthly(trx, deps.clock, principal, 'updatesPerMonth');
    await revisions.insert(
      trx,
      revisionRow({
        diagramId: diagram.id,
        revision,
        drawn,
        hash,
        chain,
        message: body.message ?? null,
        summary: comparison.summary,
        changed,
        warnings,
        createdAt: now,
        principal,
        via,
      }),
    );
    if (requestId !== undefined) await requestIds.insert(trx, { diagram_id: diagram.id, request_id: requestId, body_hash: bodyHash, response: JSON.stringify(response), created_at: now });
    return true;
  });
  if (!landed) return afterLostRace(deps, ref, base, drawn.scene, warnings, requestId, bodyHash);
  return response;
}

/** The first answer to this requestId on this diagram (replayed), or 422 when it was used for another edit. */
async function replayOf(deps: DiagramDeps, diagramId: string, requestId: string | undefined, bodyHash: string): Promise<EditResponse | null> {
  if (requestId === undefined) return null;
  const seen = await requestIds.find(deps.db, diagramId, requestId);
  if (!seen) return null;
  if (seen.body_hash !== bodyHash) throw new ServiceError(422, 'REQUEST_ID_REUSED', `requestId "${requestId}" was already used for a different edit of this diagram; send a new requestId.`);
  return { ...(JSON.parse(seen.response) as EditResponse), replayed: true };
}

/** The answer to an edit whose result already is the current content: nothing is written. */
async function noop(deps: DiagramDeps, diagramId: string, current: StoredRevision, warnings: Diagnostic[], requestId: string | undefined, bodyHash: string): Promise<EditResponse> {
  const response: EditResponse = { id: diagramId, revision: current.row.revision, hash: current.row.hash, chain: current.row.chain, warnings, changed: NOTHING_CHANGED, noop: true };
  if (requestId !== undefined) await rememberRequest(deps, diagramId, requestId, bodyHash, response);
  return response;
}

/**
 * Another edit moved the head between our read and our write. Answer as if this edit had
 * arrived after it: a retry of that very edit (same requestId) is replayed, a result equal
 * to the new head is a noop, anything else is a conflict listing what changed since the base.
 */
async function afterLostRace(deps: DiagramDeps, ref: string, base: StoredRevision, ours: SceneDocumentValue, warnings: Diagnostic[], requestId: string | undefined, bodyHash: string): Promise<EditResponse> {
  const head = await diagrams.byId(deps.db, base.row.diagram_id);
  if (!head || head.deleted_at) throw notFound(ref);
  const replay = await replayOf(deps, head.id, requestId, bodyHash);
  if (replay) return replay;
  const current = await deps.revisions.get(deps.db, head.id, head.revision);
  if (sameSceneContent(ours, current.scene)) return noop(deps, head.id, current, warnings, requestId, bodyHash);
  const changes = compareScenes(base.scene, current.scene);
  throw conflict(head.id, head.revision, base.row.revision, { added: changes.added, removed: changes.removed, modified: changes.modified });
}

async function rememberRequest(deps: DiagramDeps, diagramId: string, requestId: string, bodyHash: string, response: EditResponse): Promise<void> {
  try {
    await requestIds.insert(deps.db, { diagram_id: diagramId, request_id: requestId, body_hash: bodyHash, response: JSON.stringify(response), created_at: isoNow(deps.clock) });
  } catch {
    // A concurrent retry stored it first; either answer is the same.
  }
}
