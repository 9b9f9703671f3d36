import type { CreateDiagramBodyValue } from '../../../schema/index.js';
import { mergeDiagnostics, type DeriveReport, type SceneDocumentValue } from '../../../engine/index.js';
import { hashScene, versionAddress, type DiagramDeps, type Transport, requireWellFormedJson } from '../shared/index.js';
import { isoNow } from '../../clock.js';
import { mintId } from '../../ids.js';
import { diagrams } from '../../db/repositories/diagrams.js';
import { revisions } from '../../db/repositories/revisions.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockWorkspace } from '../../db/locks.js';
import { requireVerifiedEmail, requireWrite, keyedCaller, type Principal, checkMonthly, checkSceneLimit, countMonthly } from '../accounts/index.js';
import { sceneToSave } from './scene-input.js';
import { chainHash } from './chain.js';
import { publicWarnings } from './diagram-response.js';
import { revisionRow } from './new-revision.js';
import { ServiceError } from '../../ports/index.js';
import { derivedToSave } from './derive-snapshot.js';

export interface CreateDiagramResponse {
  id: string;
  key: string | null;
  revision: number;
  hash: string;
  chain: string | null;
  warnings: ReturnType<typeof publicWarnings>;
  created: boolean;
  /** With derive: what the snapshot held and made (the derive report). */
  report?: DeriveReport;
}


function keyExists(key: string): ServiceError {
  return new ServiceError(409, 'KEY_EXISTS', `This workspace already has a diagram with the key "${key}" and different content; pick another key, or edit that diagram.`, { key }).suggest({ do: 'editDiagram', ref: key });
}

/** The content a create would store under `id`: the scene header carries the id and the brief. */
function withIdentity(scene: SceneDocumentValue, id: string, brief: string | undefined): SceneDocumentValue {
  const header = { ...scene.scene, id };
  if (brief !== undefined) header.brief = brief;
  return { ...scene, scene: header };
}

/**
 * POST /v1/diagrams and diagram_create: validates, lays out (placed positions written
 * back), draws, hashes and stores revision 1 in one transaction. A key makes the call
 * idempotent: the same key with the same content returns the existing diagram.
 */
export async function createDiagram(deps: DiagramDeps, principal: Principal, body: CreateDiagramBodyValue, via: Transport): Promise<{ status: 200 | 201; body: CreateDiagramResponse }> {
  const answer = await createFromBody(deps, principal, body, via);
  return answer.derived === undefined ? answer : { status: answer.status, body: { ...answer.body, report: answer.derived.report } };
}

async function createFromBody(deps: DiagramDeps, principal: Principal, body: CreateDiagramBodyValue, via: Transport): Promise<{ status: 200 | 201; body: CreateDiagramResponse; derived?: Awaited<ReturnType<typeof derivedToSave>> }> {
  requireWrite(principal);
  requireVerifiedEmail(principal, deps.webUrl);
  // Before any work: the brief is hashed with the scene (canonical JSON, which has no form
  // for a lone surrogate) only after the drawing. REST checked this while reading the body;
  // other front doors may not have.
  requireWellFormedJson(body);
  // With derive, revision 1 is the snapshot's derive (recorded as such).
  const derived = body.derive !== undefined ? await derivedToSave({ ...body, derive: body.derive }) : undefined;
  const input = derived !== undefined ? { scene: derived.scene, warnings: [] } : sceneToSave(body);
  const key = body.key ?? null;

  /** The diagram already under this key, when this call is a retry of the create that made it. */
  const retryOf = async (key: string): Promise<{ status: 200; body: CreateDiagramResponse } | null> => {
    const existing = await diagrams.liveByKey(deps.db, principal.workspace.id, key);
    if (!existing) return null;
    // A teammate's diagram under this key is theirs whatever the content.
    if (existing.created_by !== principal.personId) throw keyExists(key);
    const current = await deps.revisions.get(deps.db, existing.id, existing.revision);
    const candidate = await deps.drawer.layout(withIdentity(input.scene, existing.id, body.brief), keyedCaller(principal));
    if (hashScene(candidate.scene) !== current.row.hash) throw keyExists(key);
    return {
      status: 200,
      body: {
        id: existing.id,
        key,
        revision: existing.revision,
        hash: current.row.hash,
        chain: current.row.chain,
        warnings: publicWarnings(mergeDiagnostics(input.warnings, candidate.diagnostics)),
        created: false,
      },
    };
  };

  if (key !== null) {
    const retry = await retryOf(key);
    if (retry) return { ...retry, ...(derived ? { derived } : {}) };
  }

  await checkSceneLimit(deps.db, principal);
  await checkMonthly(deps.db, deps.clock, principal, 'updatesPerMonth');
  const id = mintId('dgm');
  const drawn = await deps.drawer.draw({ scene: withIdentity(input.scene, id, body.brief), stamp: versionAddress(deps, id, 1) }, keyedCaller(principal));
  const hash = hashScene(drawn.scene);
  const chain = chainHash(null, hash, drawn.svg);
  const warnings = publicWarnings(mergeDiagnostics(input.warnings, drawn.diagnostics));
  const now = isoNow(deps.clock);

  try {
    await deps.db.transaction(async (trx) => {
      // Holding the workspace makes the counts below and the inserts one step: without it two
      // creates on PostgreSQL both counted 24 of 25 diagrams and both saved.
      await lockWorkspace(trx, principal.workspace.id);
      await checkSceneLimit(trx, principal);
      await countMonthly(trx, deps.clock, principal, 'updatesPerMonth');
      await diagrams.insert(trx, {
        id,
        workspace_id: principal.workspace.id,
        key,
        title: drawn.scene.scene.title ?? null,
        brief: drawn.scene.scene.brief ?? null,
        visibility: 'private',
        made_public_at: null,
        revision: 1,
        created_by: principal.personId,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      await revisions.insert(
        trx,
        revisionRow({
          diagramId: id,
          revision: 1,
          drawn,
          hash,
          chain,
          message: body.message ?? null,
          summary: null,
          changed: { added: drawn.scene.elements.map((e) => e.id), updated: [], removed: [] },
          warnings,
          createdAt: now,
          principal,
          via,
          ...(derived ? { derive: derived.provenance } : {}),
        }),
      );
    });
  } catch (error) {
    // Two creates with one new key raced: the unique index let one through. A retry of
    // that create (same person, same content) gets its answer; anything else is KEY_EXISTS.
    if (key !== null && isUniqueViolation(error)) {
      const retry = await retryOf(key);
      if (retry) return { ...retry, ...(derived ? { derived } : {}) };
      throw keyExists(key);
    }
    throw error;
  }
  return { status: 201, body: { id, key, revision: 1, hash, chain, warnings, created: true }, ...(derived ? { derived } : {}) };
}
