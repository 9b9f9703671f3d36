import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { type ServiceContext, decodeCursor, encodeCursor, parseLimit } from '../shared/index.js';
import type { Principal } from '../accounts/index.js';
import { ServiceError } from '../../ports/index.js';
import { UNDO_WINDOW_MS } from './delete-diagram.js';

export interface DiagramSummary {
  id: string;
  key: string | null;
  title: string | null;
  brief: string | null;
  revision: number;
  visibility: 'private' | 'public';
  createdAt: string;
  updatedAt: string;
  deletedAt?: string;
}

export function summaryOf(row: DiagramRow): DiagramSummary {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    brief: row.brief,
    revision: row.revision,
    visibility: row.visibility,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.deleted_at ? { deletedAt: row.deleted_at } : {}),
  };
}

const isPosition = (value: Record<string, unknown>): value is { u: string; i: string } => typeof value.u === 'string' && typeof value.i === 'string';

/**
 * GET /v1/diagrams: the workspace's live diagrams, most recently changed first, filtered by
 * `query` (in key, title or brief, case-insensitive) or an exact `key`; `deleted=true` lists
 * those deleted in the last 24 hours. Response: {diagrams, nextCursor?}.
 */
export async function listDiagrams(context: ServiceContext, principal: Principal, query: Record<string, string>): Promise<{ diagrams: DiagramSummary[]; nextCursor?: string }> {
  const limit = parseLimit(query.limit, 50, 200);
  if (query.deleted !== undefined && query.deleted !== 'true' && query.deleted !== 'false') {
    throw new ServiceError(400, 'INVALID_PARAMETER', 'deleted must be true or false.', { parameter: 'deleted' });
  }
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, isPosition);
  const rows = await diagrams.list(context.db, {
    workspaceId: principal.workspace.id,
    ...(query.query ? { text: query.query } : {}),
    ...(query.key !== undefined ? { key: query.key } : {}),
    ...(query.deleted === 'true' ? { deletedSince: new Date(context.clock().getTime() - UNDO_WINDOW_MS).toISOString() } : {}),
    limit: limit + 1,
    ...(after ? { after: { updatedAt: after.u, id: after.i } } : {}),
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    diagrams: page.map(summaryOf),
    ...(rows.length > limit && last ? { nextCursor: encodeCursor({ u: last.updated_at, i: last.id }) } : {}),
  };
}
