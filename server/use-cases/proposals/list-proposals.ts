import { diagrams, type DiagramRow } from '../../db/repositories/diagrams.js';
import { proposals, type ProposalRow, type ProposalStatus } from '../../db/repositories/governance/proposals.js';
import { ServiceError } from '../../ports/index.js';
import { keyedCaller, type Principal } from '../accounts/index.js';
import { findDiagram } from '../diagrams/index.js';
import { decodeCursor, encodeCursor, parseLimit, type DiagramDeps } from '../shared/index.js';
import { inboxEntryOf, viewOf, type InboxEntry, type ProposalView } from './proposal-view.js';
import { settleOpen } from './supersession.js';

const STATUSES: readonly ProposalStatus[] = ['open', 'approved', 'rejected', 'superseded'];
const isPosition = (value: Record<string, unknown>): value is { c: string; i: string } => typeof value.c === 'string' && typeof value.i === 'string';

function pageOf(query: Record<string, string>): { status?: ProposalStatus; limit: number; after?: { createdAt: string; id: string } } {
  const limit = parseLimit(query.limit, 50, 200);
  if (query.status !== undefined && !STATUSES.includes(query.status as ProposalStatus)) {
    throw new ServiceError(400, 'INVALID_PARAMETER', `status must be one of ${STATUSES.join(', ')}; got "${query.status}".`, { parameter: 'status' });
  }
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, isPosition);
  return { limit: limit + 1, ...(query.status ? { status: query.status as ProposalStatus } : {}), ...(after ? { after: { createdAt: after.c, id: after.i } } : {}) };
}

function nextCursor(rows: ProposalRow[], limit: number): { nextCursor?: string } {
  const last = rows[limit - 1];
  return rows.length > limit && last ? { nextCursor: encodeCursor({ c: last.created_at, i: last.id }) } : {};
}

const byId = (deps: DiagramDeps) => (id: string): Promise<DiagramRow | undefined> => diagrams.byId(deps.db, id);

/** GET /v1/diagrams/{id}/proposals: newest first, optionally one status; {id, proposals, nextCursor?}. */
export async function listProposals(deps: DiagramDeps, principal: Principal, ref: string, query: Record<string, string>): Promise<{ id: string; proposals: ProposalView[]; nextCursor?: string }> {
  const page = pageOf(query);
  const diagram = await findDiagram(deps.db, principal, ref);
  await settleOpen(deps, { diagramId: diagram.id }, byId(deps), keyedCaller(principal));
  const rows = await proposals.list(deps.db, diagram.id, page);
  const limit = page.limit - 1;
  return { id: diagram.id, proposals: rows.slice(0, limit).map(viewOf), ...nextCursor(rows, limit) };
}

/** GET /v1/proposals: the workspace's inbox across its live diagrams, newest first; ops replaced by opsCount, diagram key and title attached. */
export async function proposalInbox(deps: DiagramDeps, principal: Principal, query: Record<string, string>): Promise<{ proposals: InboxEntry[]; nextCursor?: string }> {
  const page = pageOf(query);
  await settleOpen(deps, { workspaceId: principal.workspace.id }, byId(deps), keyedCaller(principal));
  const rows = await proposals.inbox(deps.db, principal.workspace.id, page);
  const limit = page.limit - 1;
  return { proposals: rows.slice(0, limit).map(inboxEntryOf), ...nextCursor(rows, limit) };
}

/** A proposal of a live diagram of the caller's workspace (404 NOT_FOUND otherwise), with its diagram. */
export async function findProposal(deps: DiagramDeps, principal: Principal, ref: string, proposalId: string): Promise<{ diagram: DiagramRow; proposal: ProposalRow }> {
  const diagram = await findDiagram(deps.db, principal, ref);
  const proposal = await proposals.get(deps.db, diagram.id, proposalId);
  if (!proposal) throw new ServiceError(404, 'NOT_FOUND', `Diagram ${diagram.id} has no proposal "${proposalId}"; list its proposals for their ids.`);
  return { diagram, proposal };
}

/** GET /v1/diagrams/{id}/proposals/{pid}: one proposal, its status settled first. */
export async function readProposal(deps: DiagramDeps, principal: Principal, ref: string, proposalId: string): Promise<ProposalView> {
  const { diagram, proposal } = await findProposal(deps, principal, ref, proposalId);
  if (proposal.status !== 'open' || proposal.checked_revision >= diagram.revision) return viewOf(proposal);
  await settleOpen(deps, { diagramId: diagram.id }, byId(deps), keyedCaller(principal));
  return viewOf((await proposals.get(deps.db, diagram.id, proposalId))!);
}
