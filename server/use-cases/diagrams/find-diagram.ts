import type { Knex } from 'knex';
import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { revisions } from '../../db/repositories/revisions.js';
import type { Principal } from '../accounts/index.js';
import { ServiceError } from '../../ports/index.js';
import { parseAsOf, parsePositiveInteger } from '../shared/index.js';

/** 404 for a diagram that does not exist or lives in another workspace: the same answer for both. */
export function notFound(ref: string): ServiceError {
  return new ServiceError(404, 'NOT_FOUND', `No diagram "${ref}" in this workspace; check the id or key, or list the workspace's diagrams.`).suggest({ do: 'listDiagrams' });
}

/** A live diagram of the caller's workspace by id or key. */
export async function findDiagram(db: Knex, principal: Principal, ref: string): Promise<DiagramRow> {
  const row = await diagrams.findLive(db, principal.workspace.id, ref);
  if (!row) throw notFound(ref);
  return row;
}

/**
 * Which revision a read means: `revision`, or the one current at `asOf`, or the latest.
 * The two are mutually exclusive; a time before the first revision is 404 NO_REVISION_AS_OF.
 */
export async function resolveRevision(db: Knex, diagram: DiagramRow, query: { revision?: string; asOf?: string }): Promise<number> {
  if (query.revision !== undefined && query.asOf !== undefined) {
    throw new ServiceError(400, 'PARAMETERS_CONFLICT', 'Send revision or asOf, not both.');
  }
  if (query.revision !== undefined) {
    const revision = parsePositiveInteger(query.revision, 'revision');
    if (revision > diagram.revision) throw new ServiceError(404, 'REVISION_NOT_FOUND', `This diagram's latest revision is ${diagram.revision}; revision ${revision} does not exist.`, { revision: diagram.revision });
    return revision;
  }
  if (query.asOf !== undefined) {
    const at = parseAsOf(query.asOf);
    const row = await revisions.asOf(db, diagram.id, at);
    if (!row) throw new ServiceError(404, 'NO_REVISION_AS_OF', `This diagram did not exist yet at ${query.asOf}; it was created ${diagram.created_at}.`, { createdAt: diagram.created_at });
    return row.revision;
  }
  return diagram.revision;
}
