import { canonicalJson } from '../../../engine/index.js';
import { packageVersion } from '../../../fonts/package-version.js';
import type * as v from 'valibot';
import type { FeedbackBody } from '../../../schema/index.js';
import { isoNow } from '../../clock.js';
import { randomBase62 } from '../../ids.js';
import { feedbackItems, type FeedbackItemRow } from '../../db/repositories/support/feedback-items.js';
import { ServiceError } from '../../ports/index.js';
import { requireVerifiedEmail, requireWrite, type Principal } from '../accounts/index.js';
import { findDiagram } from '../diagrams/index.js';
import { databaseFailure } from '../shared/index.js';
import { attachmentSeed, checkConfirmToken, confirmTokenHash, signConfirmToken, type TokenSubject } from './confirm-token.js';
import type { SupportDeps } from './deps.js';
import type { SupportStatus } from './statuses.js';
import { versionCopy, type VersionCopy } from './version-copy.js';

type FeedbackBodyValue = v.InferOutput<typeof FeedbackBody>;

/** A snippet's limit (spec "Limits"): 64 KB, a scene document counted as its JSON. */
export const SNIPPET_BYTES = 65_536;

/** The most items GET /v1/feedback lists (newest first). */
export const FEEDBACK_LISTED = 200;

/** Who sent it from where, as the service records it: a key (api) or the dashboard's session, and the User-Agent. */
export interface FeedbackClient {
  via: 'api' | 'dashboard' | 'mcp';
  userAgent: string | null;
}

/** A feedback item as staff will see it: the confirmation round's preview. */
export interface FeedbackPreview {
  kind: FeedbackBodyValue['kind'];
  summary: string;
  expected?: string;
  observed?: string;
  confidence?: FeedbackBodyValue['confidence'];
  attachment?: { id: string } & VersionCopy;
  snippet?: FeedbackBodyValue['snippet'];
  anonymize: boolean;
  engineVersion: string;
  client: FeedbackClient;
  from: string;
}

export interface StoredFeedback {
  feedbackId: string;
  stored: true;
  status: SupportStatus;
  createdAt: string;
}

export interface ListedFeedback {
  feedbackId: string;
  kind: FeedbackItemRow['kind'];
  summary: string;
  status: SupportStatus;
  statusNote: string | null;
  statusChangedAt: string | null;
  createdAt: string;
  id?: string;
  revision?: number;
}

/** What staff see of the client: the User-Agent cut to a length a row keeps. */
export function feedbackClient(via: FeedbackClient['via'], userAgent: string | undefined): FeedbackClient {
  return { via, userAgent: userAgent ? userAgent.slice(0, 200) : null };
}

async function attachment(deps: SupportDeps, principal: Principal, body: FeedbackBodyValue, subject: TokenSubject): Promise<FeedbackPreview['attachment']> {
  if (body.id === undefined) return undefined;
  // Attaching a diagram reads it for staff: refused with a read key or as a viewer.
  requireWrite(principal);
  const diagram = await findDiagram(deps.db, principal, body.id);
  const revision = body.revision ?? diagram.revision;
  if (revision > diagram.revision) {
    throw new ServiceError(404, 'REVISION_NOT_FOUND', `This diagram's latest revision is ${diagram.revision}; revision ${revision} does not exist.`, { revision: diagram.revision });
  }
  const copy = await versionCopy(deps, principal, diagram, revision, body.anonymize, attachmentSeed(deps.confirmKey, subject));
  return { id: diagram.id, ...copy };
}

/** What the body schema cannot say: a revision names a diagram's, and a scene snippet's size. */
function checkAttachments(body: FeedbackBodyValue): void {
  if (body.revision !== undefined && body.id === undefined) {
    throw new ServiceError(400, 'REVISION_WITHOUT_ID', 'revision names a version of a diagram: send id with it, or drop revision.', { parameter: 'revision' });
  }
  if (body.snippet !== undefined && typeof body.snippet !== 'string' && Buffer.byteLength(JSON.stringify(body.snippet)) > SNIPPET_BYTES) {
    throw new ServiceError(413, 'SNIPPET_TOO_LARGE', 'The snippet is over 64 KB; cut it to the part that shows the problem, or attach a saved diagram with id and revision.', { maximum: SNIPPET_BYTES });
  }
}

function preview(principal: Principal, body: FeedbackBodyValue, attached: FeedbackPreview['attachment'], client: FeedbackClient): FeedbackPreview {
  const optional = <K extends 'expected' | 'observed' | 'confidence' | 'snippet'>(key: K) => (body[key] === undefined ? {} : { [key]: body[key] });
  return {
    kind: body.kind,
    summary: body.summary,
    ...optional('expected'),
    ...optional('observed'),
    ...optional('confidence'),
    ...(attached === undefined ? {} : { attachment: attached }),
    ...optional('snippet'),
    anonymize: body.anonymize,
    engineVersion: packageVersion(),
    client,
    from: principal.email,
  };
}

function confirmationRequired(deps: SupportDeps, subject: TokenSubject, item: FeedbackPreview, reason: 'first' | 'expired' | 'mismatch'): ServiceError {
  const { token, expiresAt } = signConfirmToken(deps.confirmKey, subject, deps.clock().getTime());
  const message = {
    first: 'Nothing is stored yet: check the preview (what staff will see), then send the same body again with confirm set to this token within 10 minutes.',
    expired: 'The confirm token is over 10 minutes old; check the preview and send the same body with this new confirm token.',
    mismatch: 'The confirm token does not match this body (a field changed since the preview); check the new preview and send this body with this new confirm token.',
  }[reason];
  return new ServiceError(400, 'CONFIRMATION_REQUIRED', message, { confirm: token, expiresAt, preview: item, ...(reason === 'first' ? {} : { reason }) });
}

/**
 * POST /v1/feedback. The first request stores nothing and answers 400
 * CONFIRMATION_REQUIRED with a confirm token (10 minutes, bound to the exact body, person
 * and workspace) and the preview of the item as staff will see it, the engine version and
 * the client included; the same body with confirm stores it (201). An expired token or a
 * changed body gets a new round; a token that already stored an item is 409
 * CONFIRM_TOKEN_USED. Held back while the email is unverified.
 */
export async function sendFeedback(deps: SupportDeps, principal: Principal, body: FeedbackBodyValue, client: FeedbackClient): Promise<StoredFeedback> {
  requireVerifiedEmail(principal, deps.webUrl);
  checkAttachments(body);
  const { confirm, ...fields } = body;
  const subject: TokenSubject = { personId: principal.personId, workspaceId: principal.workspace.id, body: canonicalJson(fields) };
  const attached = await attachment(deps, principal, body, subject);
  const item = preview(principal, body, attached, client);
  if (confirm === undefined) throw confirmationRequired(deps, subject, item, 'first');
  const check = checkConfirmToken(deps.confirmKey, subject, confirm, deps.clock().getTime());
  if (check !== 'ok') throw confirmationRequired(deps, subject, item, check);

  const hash = confirmTokenHash(confirm);
  const used = () => new ServiceError(409, 'CONFIRM_TOKEN_USED', 'This confirm token already stored its feedback; list your feedback to find it, or start a new item without confirm.');
  if (await feedbackItems.byConfirmHash(deps.db, hash)) throw used();
  const feedbackId = `fbk_${randomBase62(20)}`;
  const createdAt = isoNow(deps.clock);
  try {
    await feedbackItems.insert(deps.db, {
      id: feedbackId,
      person_id: principal.personId,
      workspace_id: principal.workspace.id,
      kind: body.kind,
      summary: body.summary,
      expected: body.expected ?? null,
      observed: body.observed ?? null,
      confidence: body.confidence ?? null,
      diagram_id: attached?.id ?? null,
      revision: attached?.revision ?? null,
      snippet: body.snippet === undefined ? null : typeof body.snippet === 'string' ? body.snippet : JSON.stringify(body.snippet),
      anonymize: item.anonymize,
      seed: attached?.seed ?? null,
      svg: attached?.anonymized ? attached.svg : null,
      engine_version: item.engineVersion,
      client: JSON.stringify(client),
      confirm_hash: hash,
      status: 'received',
      status_note: null,
      status_changed_at: null,
      created_at: createdAt,
    });
  } catch (error) {
    // The same token sent twice at once: one stores, the other is told it was used.
    if (databaseFailure(error) === 'unique') throw used();
    throw error;
  }
  return { feedbackId, stored: true, status: 'received', createdAt };
}

/** GET /v1/feedback: the caller's items, newest first, with their status. */
export async function listFeedback(deps: Pick<SupportDeps, 'db'>, principal: Principal): Promise<{ feedback: ListedFeedback[] }> {
  const rows = await feedbackItems.listOf(deps.db, principal.personId, FEEDBACK_LISTED);
  return {
    feedback: rows.map((row) => ({
      feedbackId: row.id,
      kind: row.kind,
      summary: row.summary,
      status: row.status,
      statusNote: row.status_note,
      statusChangedAt: row.status_changed_at,
      createdAt: row.created_at,
      ...(row.diagram_id === null ? {} : { id: row.diagram_id, revision: row.revision! }),
    })),
  };
}
