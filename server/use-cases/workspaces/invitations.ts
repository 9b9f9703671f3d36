import { isoNow } from '../../clock.js';
import { randomBase62 } from '../../ids.js';
import { invitations, type InvitationWithNames } from '../../db/repositories/invitations.js';
import { people } from '../../db/repositories/people.js';
import { memberships, type Role } from '../../db/repositories/workspaces.js';
import type { Principal } from '../accounts/index.js';
import { hashPersonToken, mintPersonToken, normalEmail, siteName } from '../people/index.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import type { TeamDeps } from './deps.js';
import { invitationMail } from './invitation-mail.js';
import { lockedForOwner, personalWorkspace, requireOwnerChange, requireOwnerRole } from './owners.js';
import { requireFreeSeat, takesSeat } from './seats.js';

/** How long an invitation works. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** Invitation mails to one address (from every workspace) in this window are capped; past it the invitation is made unmailed. */
const MAIL_WINDOW_MS = 15 * 60_000;
const MAILS_PER_WINDOW = 5;

export function invitationUrl(webUrl: string, token: string): string {
  return `${webUrl}/invitations?token=${token}`;
}

/** An invitation as listed (never its token). */
export interface ListedInvitation {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

function listedInvitation(row: InvitationWithNames): ListedInvitation {
  return { id: row.id, email: row.email, role: row.role, invitedBy: row.invited_by_email, createdAt: row.created_at, expiresAt: row.expires_at };
}

/**
 * POST /v1/workspace/invitations {email, role}: owners invite an address to their team
 * workspace, with a link mailed to it (valid 7 days) and in this answer (once), for a
 * service without mail. A new invitation to the same address replaces the open one. An
 * invitation for a seat (owner, member) holds one: past the plan's seats, 403
 * PLAN_LIMIT_EXCEEDED.
 */
export async function invite(deps: TeamDeps, principal: Principal, body: { email: string; role: Role }): Promise<ListedInvitation & { url: string; mailed: boolean }> {
  requireOwnerChange(principal, deps.webUrl, 'invite people');
  const email = normalEmail(body.email);
  if (principal.workspace.kind === 'personal') throw personalWorkspace('take members');
  const token = mintPersonToken();
  const created = await deps.db.transaction(async (trx) => {
    const workspace = await lockedForOwner(trx, principal, 'invite people');
    const now = deps.clock();
    const person = await people.byEmail(trx, email);
    if (person && (await memberships.find(trx, workspace.id, person.id))) {
      throw new ServiceError(409, 'ALREADY_MEMBER', `${email} is already in this workspace; change their role instead (member ${person.id}).`, { userId: person.id });
    }
    if (takesSeat(body.role)) await requireFreeSeat(trx, workspace, { now: now.toISOString(), upgradeUrl: `${deps.webUrl}/pricing`, countInvitations: true, exceptEmail: email });
    const mayMail = (await invitations.countSince(trx, email, new Date(now.getTime() - MAIL_WINDOW_MS).toISOString())) < MAILS_PER_WINDOW;
    await invitations.withdrawFor(trx, workspace.id, email, now.toISOString());
    const id = `inv_${randomBase62(20)}`;
    await invitations.insert(trx, {
      id,
      workspace_id: workspace.id,
      email,
      role: body.role,
      token_hash: hashPersonToken(token),
      invited_by: principal.personId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
      accepted_at: null,
      withdrawn_at: null,
    });
    return { row: (await invitations.byTokenHash(trx, hashPersonToken(token)))!, mayMail };
  });
  const url = invitationUrl(deps.webUrl, token);
  let mailed = false;
  if (created.mayMail) {
    try {
      const { row } = created;
      await deps.mailer.send(invitationMail({ email, team: row.workspace_name, role: row.role, invitedBy: row.invited_by_email, link: url, days: INVITATION_LIFETIME_MS / 86_400_000, site: siteName(deps.webUrl) }));
      mailed = true;
    } catch (error) {
      deps.logError(error, 'invitation mail');
    }
  }
  return { ...listedInvitation(created.row), url, mailed };
}

/** GET /v1/workspace/invitations: the open invitations (neither accepted, withdrawn nor expired), newest first; owners only. */
export async function listInvitations(context: ServiceContext, principal: Principal): Promise<{ workspaceId: string; invitations: ListedInvitation[] }> {
  requireOwnerRole(principal, 'see the invitations');
  const rows = await invitations.liveOf(context.db, principal.workspace.id, isoNow(context.clock));
  return { workspaceId: principal.workspace.id, invitations: rows.map(listedInvitation) };
}

/** DELETE /v1/workspace/invitations/{id}: withdraws an open invitation; its link answers 410 from then on. */
export async function withdrawInvitation(context: ServiceContext & { webUrl: string }, principal: Principal, id: string): Promise<{ id: string; withdrawn: true }> {
  requireOwnerChange(principal, context.webUrl, 'withdraw invitations');
  const row = await invitations.byId(context.db, id);
  const open = row && row.workspace_id === principal.workspace.id && row.expires_at > isoNow(context.clock);
  if (!row || !open || !(await invitations.withdraw(context.db, row.id, isoNow(context.clock)))) {
    throw new ServiceError(404, 'NOT_FOUND', `No open invitation "${id.slice(0, 60)}" in this workspace; take an id from the list of open invitations.`);
  }
  return { id: row.id, withdrawn: true };
}
