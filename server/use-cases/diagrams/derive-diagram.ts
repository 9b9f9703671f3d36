import type { DeriveBodyValue } from '../../../schema/index.js';
import { compareScenes, sameSceneContent, type DeriveReport, type Diagnostic, type OperationInput } from '../../../engine/index.js';
import { hashScene, versionAddress, type DiagramDeps, type Transport, requireWellFormedJson } from '../shared/index.js';
import { isoNow } from '../../clock.js';
import { diagrams } from '../../db/repositories/diagrams.js';
import { revisions } from '../../db/repositories/revisions.js';
import { lockWorkspace } from '../../db/locks.js';
import { requireVerifiedEmail, requireWrite, keyedCaller, type Principal, checkMonthly, countMonthly } from '../accounts/index.js';
import { ServiceError } from '../../ports/index.js';
import { findDiagram } from './find-diagram.js';
import { chainHash } from './chain.js';
import { chainOf } from './ensure-chain.js';
import { publicWarnings } from './diagram-response.js';
import { revisionRow } from './new-revision.js';
import { deriveSnapshot } from './derive-snapshot.js';
import { requireDirectWrite } from './protection.js';

export interface DeriveResponse {
  id: string;
  /** false: the diagram already says what the snapshot says; no revision was made. */
  applied: boolean;
  /** The new revision, or the current one when nothing was applied. */
  revision: number;
  hash: string;
  chain: string | null;
  deriveFormat: 'prisma' | 'sql' | 'dbml';
  deriveSourceSha256: string;
  changed: { added: string[]; updated: string[]; removed: string[] };
  warnings: Diagnostic[];
  /** The operations the derive applied (none when applied is false). */
  operations: OperationInput[];
  report: DeriveReport;
}

/** Another save moved the head while a derive was drawing: it is derived again on the new head this many times at most. */
const ATTEMPTS = 3;

/**
 * POST /v1/diagrams/{id}/derive and diagram_derive: reads the snapshot, diffs it against the
 * latest revision's derived elements (their metadata.derive stamp) and saves the minimal
 * operations as a new revision recorded as derive's (createdByKind derive, deriveFormat,
 * deriveSourceSha256). An unchanged snapshot answers applied: false and saves nothing. There
 * is no baseRevision: a derive always applies to the latest revision, and when another save
 * lands while it draws, it is derived again on that one.
 */
export async function deriveDiagram(deps: DiagramDeps, principal: Principal, ref: string, body: DeriveBodyValue, via: Transport): Promise<DeriveResponse> {
  requireWrite(principal);
  requireVerifiedEmail(principal, deps.webUrl);
  requireWellFormedJson(body);
  for (let attempt = 1; ; attempt += 1) {
    const answer = await deriveOnce(deps, principal, ref, body, via);
    if (answer !== 'lost race') return answer;
    if (attempt === ATTEMPTS) {
      throw new ServiceError(409, 'REVISION_CONFLICT', `The diagram kept changing while the snapshot was derived (${ATTEMPTS} times); send the derive again.`);
    }
  }
}

async function deriveOnce(deps: DiagramDeps, principal: Principal, ref: string, body: DeriveBodyValue, via: Transport): Promise<DeriveResponse | 'lost race'> {
  const diagram = await findDiagram(deps.db, principal, ref);
  requireDirectWrite(principal, diagram);
  const current = await deps.revisions.get(deps.db, diagram.id, diagram.revision);
  const derived = await deriveSnapshot(body, current.scene);
  const unchanged = (warnings: Diagnostic[]): DeriveResponse => ({
    id: diagram.id,
    applied: false,
    revision: current.row.revision,
    hash: current.row.hash,
    chain: current.row.chain,
    deriveFormat: derived.provenance.format,
    deriveSourceSha256: derived.provenance.sourceSha256,
    changed: { added: [], updated: [], removed: [] },
    warnings,
    operations: [],
    report: derived.report,
  });
  if (derived.ops.length === 0) return unchanged([]);
  await checkMonthly(deps.db, deps.clock, principal, 'updatesPerMonth');

  const revision = diagram.revision + 1;
  const drawn = await deps.drawer.draw({ scene: derived.scene, stamp: versionAddress(deps, diagram.id, revision) }, keyedCaller(principal));
  const warnings = publicWarnings(drawn.diagnostics);
  if (sameSceneContent(drawn.scene, current.scene)) return unchanged(warnings);
  const comparison = compareScenes(current.scene, drawn.scene);
  const changed = { added: comparison.added, updated: comparison.modified, removed: comparison.removed };
  const hash = hashScene(drawn.scene);
  const chain = chainHash(await chainOf(deps, diagram.id, diagram.revision), hash, drawn.svg);
  const now = isoNow(deps.clock);

  const landed = await deps.db.transaction(async (trx) => {
    await lockWorkspace(trx, principal.workspace.id);
    const moved = await diagrams.advance(trx, diagram.id, diagram.revision, { revision, updated_at: now, title: drawn.scene.scene.title ?? null, brief: drawn.scene.scene.brief ?? null });
    if (moved === 0) return false;
    await countMonthly(trx, deps.clock, principal, 'updatesPerMonth');
    await revisions.insert(
      trx,
      revisionRow({ diagramId: diagram.id, revision, drawn, hash, chain, message: body.message ?? null, summary: comparison.summary, changed, warnings, createdAt: now, principal, via, derive: derived.provenance }),
    );
    return true;
  });
  if (!landed) return 'lost race';
  return {
    id: diagram.id,
    applied: true,
    revision,
    hash,
    chain,
    deriveFormat: derived.provenance.format,
    deriveSourceSha256: derived.provenance.sourceSha256,
    changed,
    warnings,
    operations: derived.ops,
    report: derived.report,
  };
}
