import { compareScenes } from '../../../engine/index.js';
import type { Knex } from 'knex';
import { revisions } from '../../db/repositories/revisions.js';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import type { Principal } from '../accounts/index.js';
import { type DiagramDeps, decodeCursor, encodeCursor, parseLimit, parseAsOf, parsePositiveInteger } from '../shared/index.js';
import { findDiagram } from './find-diagram.js';
import { recordOf, type RevisionRecord } from './revision-record.js';
import { DATE_PATTERN, TIMESTAMP_PATTERN } from '../../../schema/index.js';
import { ServiceError } from '../../ports/index.js';

const isBefore = (value: Record<string, unknown>): value is { b: number } => typeof value.b === 'number' && Number.isInteger(value.b);

/**
 * GET /v1/diagrams/{id}/revisions: history newest first, {id, revisions, nextCursor?};
 * `asOf` lists the history as it stood then (revisions made at or before that time).
 */
export async function listRevisions(deps: DiagramDeps, principal: Principal, ref: string, query: Record<string, string>): Promise<{ id: string; revision: number; revisions: RevisionRecord[]; nextCursor?: string }> {
  const diagram = await findDiagram(deps.db, principal, ref);
  const limit = parseLimit(query.limit, 50, 500);
  const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor, isBefore).b;
  const atOrBefore = query.asOf === undefined ? undefined : parseAsOf(query.asOf);
  const rows = await revisions.list(deps.db, diagram.id, { limit: limit + 1, ...(before !== undefined ? { before } : {}), ...(atOrBefore !== undefined ? { atOrBefore } : {}) });
  if (atOrBefore !== undefined && rows.length === 0 && before === undefined) {
    throw new ServiceError(404, 'NO_REVISION_AS_OF', `This diagram did not exist yet at ${query.asOf}.`, { createdAt: diagram.created_at });
  }
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    id: diagram.id,
    revision: diagram.revision,
    revisions: page.map(recordOf),
    ...(rows.length > limit && last ? { nextCursor: encodeCursor({ b: last.revision }) } : {}),
  };
}

/** A compare endpoint: a revision number, or a date / timestamp (the version current then). */
async function versionAt(db: Knex, diagram: DiagramRow, value: string, parameter: 'from' | 'to'): Promise<number> {
  if (DATE_PATTERN.test(value) || TIMESTAMP_PATTERN.test(value)) {
    const row = await revisions.asOf(db, diagram.id, parseAsOf(value, parameter));
    if (!row) throw new ServiceError(404, 'NO_REVISION_AS_OF', `This diagram did not exist yet at ${value} (${parameter}).`, { createdAt: diagram.created_at });
    return row.revision;
  }
  const number = parsePositiveInteger(value, parameter);
  if (number > diagram.revision) throw new ServiceError(404, 'REVISION_NOT_FOUND', `${parameter}=${number}: this diagram's latest revision is ${diagram.revision}.`, { revision: diagram.revision });
  return number;
}

/**
 * GET /v1/diagrams/{id}/compare?from&to: what changed between two versions. `to` defaults to
 * the latest, `from` to the version before `to`.
 */
export async function compareRevisions(deps: DiagramDeps, principal: Principal, ref: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  const diagram = await findDiagram(deps.db, principal, ref);
  const to = query.to === undefined ? diagram.revision : await versionAt(deps.db, diagram, query.to, 'to');
  const from = query.from === undefined ? Math.max(1, to - 1) : await versionAt(deps.db, diagram, query.from, 'from');
  const [a, b] = await Promise.all([deps.revisions.get(deps.db, diagram.id, from), deps.revisions.get(deps.db, diagram.id, to)]);
  const comparison = compareScenes(a.scene, b.scene);
  return { id: diagram.id, fromRevision: from, toRevision: to, ...comparison };
}
