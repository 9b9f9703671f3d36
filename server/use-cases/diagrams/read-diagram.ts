import { knownRevisionView, outlineText, toMermaid } from '../../../engine/index.js';
import { revisions } from '../../db/repositories/revisions.js';
import type { Principal } from '../accounts/index.js';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import { type DiagramDeps, parsePositiveInteger } from '../shared/index.js';
import { findDiagram, resolveRevision } from './find-diagram.js';
import { ServiceError } from '../../ports/index.js';
import { attestationOf } from './attestation.js';

export interface ReadQuery {
  view?: string;
  revision?: string;
  asOf?: string;
  knownRevision?: string;
  elements?: string;
  cursor?: string;
}

const VIEWS = ['outline', 'dsp', 'mermaid'] as const;
const RECENT_REVISIONS = 5;

const OUTLINE_STATUS: Record<string, number> = { CURSOR_INVALID: 400, CURSOR_STALE: 409, ELEMENT_NOT_FOUND: 404 };

/**
 * GET /v1/diagrams/{id} and diagram_get: the outline (default), the scene document, or
 * Mermaid text, each with the diagram's attestation (which describes the live diagram,
 * whatever version is read).
 */
export async function readDiagram(deps: DiagramDeps, principal: Principal, ref: string, query: ReadQuery): Promise<Record<string, unknown>> {
  const view = query.view ?? 'outline';
  if (!(VIEWS as readonly string[]).includes(view)) {
    throw new ServiceError(400, 'INVALID_PARAMETER', `view must be outline, dsp or mermaid; got "${view}".`, { parameter: 'view' });
  }
  const diagram = await findDiagram(deps.db, principal, ref);
  const answer = await readView(deps, diagram, view, query);
  return { ...answer, attestation: await attestationOf(deps.db, deps.clock, diagram.id, diagram.revision) };
}

async function readView(deps: DiagramDeps, diagram: DiagramRow, view: string, query: ReadQuery): Promise<Record<string, unknown>> {
  const number = await resolveRevision(deps.db, diagram, query);
  const version = await deps.revisions.get(deps.db, diagram.id, number);
  const identity = { id: diagram.id, revision: number, hash: version.row.hash, chain: version.row.chain };

  if (query.knownRevision !== undefined) {
    if (number !== diagram.revision) throw new ServiceError(400, 'PARAMETERS_CONFLICT', 'knownRevision works on a read of the latest version only; drop revision/asOf.');
    const known = parsePositiveInteger(query.knownRevision, 'knownRevision');
    if (known > diagram.revision) throw new ServiceError(404, 'REVISION_NOT_FOUND', `This diagram's latest revision is ${diagram.revision}.`, { revision: diagram.revision });
    if (known === diagram.revision) return { ...identity, unchanged: true };
    const base = await deps.revisions.get(deps.db, diagram.id, known);
    const changes = knownRevisionView(base.scene, version.scene, { knownRevision: known, revision: number });
    return { ...identity, ...changes };
  }

  if (view === 'dsp') {
    return { id: diagram.id, key: diagram.key, revision: number, hash: version.row.hash, chain: version.row.chain, createdAt: version.row.created_at, visibility: diagram.visibility, scene: version.scene };
  }
  if (view === 'mermaid') {
    const mermaid = toMermaid(version.scene);
    if (!mermaid.ok) throw new ServiceError(422, 'VIEW_UNAVAILABLE', `${mermaid.message} Read view=dsp or view=outline instead.`);
    return { ...identity, mermaid: mermaid.mermaid, notes: mermaid.notes };
  }

  // The outline of a version depends only on immutable data (the version, the versions
  // before it, the diagram's id and key) and the request's filter and cursor: it is made once.
  const elements = query.elements?.split(',').map((id) => id.trim()).filter(Boolean);
  const viewKey = JSON.stringify(['outline', diagram.id, number, diagram.key, elements ?? [], query.cursor ?? null]);
  const outline = await deps.revisions.view(viewKey, async () => {
    const recent = await revisions.list(deps.db, diagram.id, { limit: RECENT_REVISIONS, before: number + 1 });
    return outlineText(
      {
        diagram: { id: diagram.id, key: diagram.key, title: version.scene.scene.title ?? null, brief: version.scene.scene.brief ?? null, revision: number, createdAt: version.row.created_at, hash: version.row.hash },
        recentRevisions: recent.map((r) => ({ revision: r.revision, createdAt: r.created_at, message: r.message })),
        scene: version.scene,
      },
      { ...(elements && elements.length > 0 ? { elements } : {}), ...(query.cursor !== undefined ? { cursor: query.cursor } : {}) },
    );
  });
  if (!outline.ok) {
    throw new ServiceError(OUTLINE_STATUS[outline.code] ?? 400, outline.code, outline.message, outline.unknownIds ? { unknownIds: outline.unknownIds } : {});
  }
  return { id: diagram.id, revision: number, text: outline.text, ...(outline.nextCursor ? { nextCursor: outline.nextCursor } : {}) };
}
