import { isoNow } from '../../clock.js';
import { lockWorkspace } from '../../db/locks.js';
import { invitations, type InvitationWithNames } from '../../db/repositories/invitations.js';
import { memberships, workspaces, type Role } from '../../db/repositories/workspaces.js';
import { hashPersonToken, PERSON_TOKEN_PATTERN, type SignedIn } from '../people/index.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import { requireFreeSeat, takesSeat } from './seats.js';
import { workspaceAnswer, type WorkspaceAnswer } from './teams.js';

function invitationInvalid(): ServiceError {
  return new ServiceError(410, 'INVITATION_INVALID', 'This invitation was accepted, withdrawn, has expired or was never made; ask an owner of the team for a new one.');
}

/** An open invitation, read without spending it: what its page shows before the button is pressed. */
export async function peekInvitation(context: ServiceContext, token: string): Promise<InvitationWithNames | undefined> {
  if (!PERSON_TOKEN_PATTERN.test(token)) return undefined;
  const row = await invitations.byTokenHash(context.db, hashPersonToken(token));
  if (!row || row.accepted_at || row.withdrawn_at || row.expires_at <= isoNow(context.clock)) return undefined;
  return row;
}

/**
 * POST /v1/invitations/accept {token} (a session): the signed-in person joins the team with
 * the invitation's role. Only the invited address may (403 INVITATION_EMAIL_MISMATCH
 * otherwise, and the invitation stays open); an invitation works once (410
 * INVITATION_INVALID after, or when withdrawn or expired). A seat must still be free
 * (the plan may have changed). Someone already in the workspace keeps their role.
 */
export async function acceptInvitation(context: ServiceContext & { webUrl: string }, signedIn: SignedIn, token: string): Promise<{ joined: boolean; workspace: WorkspaceAnswer }> {
  const invitation = await peekInvitation(context, token);
  if (!invitation) throw invitationInvalid();
  if (invitation.email !== signedIn.person.email) {
    throw new ServiceError(403, 'INVITATION_EMAIL_MISMATCH', `This invitation is for ${invitation.email}, and you are signed in as ${signedIn.person.email}; sign out, sign in as ${invitation.email} at ${context.webUrl}/sign-in and open the invitation again.`, { email: invitation.email });
  }
  return context.db.transaction(async (trx) => {
    await lockWorkspace(trx, invitation.workspace_id);
    const now = isoNow(context.clock);
    const workspace = await workspaces.byId(trx, invitation.workspace_id);
    if (!workspace || !(await invitations.accept(trx, invitation.id, now))) throw invitationInvalid();
    const existing = await memberships.find(trx, workspace.id, signedIn.person.id);
    let role: Role = existing?.role ?? invitation.role;
    if (!existing) {
      if (takesSeat(invitation.role)) await requireFreeSeat(trx, workspace, { now, upgradeUrl: `${context.webUrl}/pricing`, countInvitations: false });
      await memberships.insert(trx, { workspace_id: workspace.id, person_id: signedIn.person.id, role: invitation.role, created_at: now });
      role = invitation.role;
    }
    return { joined: !existing, workspace: await workspaceAnswer({ ...context, db: trx }, workspace, role) };
  });
}
