import type Router from '@koa/router';
import type { Middleware } from 'koa';
import * as v from 'valibot';
import { readJsonObject } from '../../bodies/body.js';
import { checkEnvelope } from '../../../use-cases/shared/index.js';
import { principalOf, signedInOf, type AppContext, type RequestState } from '../../state.js';
import { webPathPrefix } from '../pages.js';
import { answerPage } from './people-pages.js';
import { invitationGonePage, invitationPage } from '../../pages/invitation-page.js';
import {
  acceptInvitation, changeRole, createTeam, invite, leaveWorkspace, listInvitations, listMembers, peekInvitation, readWorkspace, removeMember,
  updateWorkspace, withdrawInvitation, WORKSPACE_NAME_LENGTH, type TeamDeps,
} from '../../../use-cases/workspaces/index.js';

const Role = v.picklist(['owner', 'member', 'viewer']);
/** The bodies of these routes (documented in team-route-docs.ts). */
export const CreateTeamBody = v.strictObject({ name: v.pipe(v.string(), v.maxLength(WORKSPACE_NAME_LENGTH + 100)) });
export const UpdateWorkspaceBody = v.strictObject({ name: v.optional(v.pipe(v.string(), v.maxLength(WORKSPACE_NAME_LENGTH + 100))), publicSharing: v.optional(v.boolean()) });
export const InviteBody = v.strictObject({ email: v.pipe(v.string(), v.maxLength(320)), role: v.optional(Role, 'member') });
export const ChangeRoleBody = v.strictObject({ role: Role });
export const InvitationTokenBody = v.strictObject({ token: v.pipe(v.string(), v.maxLength(200)) });

export interface WorkspaceRouteDeps {
  team: TeamDeps;
  requireKey: Middleware<RequestState>;
  requireSession: Middleware<RequestState>;
  keyless: Middleware<RequestState>;
}

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/**
 * Teams and their people (docs/people.md "Teams"): making a team (a session), the
 * workspace's settings, members and invitations (a key or a session; changes by owners),
 * accepting an invitation (a session) and the page its mailed link opens.
 */
export function mountWorkspace(router: Router<RequestState>, deps: WorkspaceRouteDeps): void {
  const { team, requireKey, requireSession } = deps;

  router.post('/v1/auth/teams', requireSession, async (ctx) => {
    const body = checkEnvelope(CreateTeamBody, await readJsonObject(ctx));
    ctx.status = 201;
    noStore(ctx);
    ctx.body = await createTeam(team, signedInOf(ctx).person.id, body.name);
  });

  router.get('/v1/workspace', requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await readWorkspace(team, principalOf(ctx));
  });

  router.patch('/v1/workspace', requireKey, async (ctx) => {
    const body = checkEnvelope(UpdateWorkspaceBody, await readJsonObject(ctx));
    noStore(ctx);
    ctx.body = await updateWorkspace(team, principalOf(ctx), body);
  });

  router.get('/v1/workspace/members', requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await listMembers(team, principalOf(ctx));
  });

  router.patch('/v1/workspace/members/:userId', requireKey, async (ctx) => {
    const body = checkEnvelope(ChangeRoleBody, await readJsonObject(ctx));
    noStore(ctx);
    ctx.body = await changeRole(team, principalOf(ctx), ctx.params.userId!, body.role);
  });

  router.delete('/v1/workspace/members/:userId', requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await removeMember(team, principalOf(ctx), ctx.params.userId!);
  });

  router.post('/v1/workspace/leave', requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await leaveWorkspace(team, principalOf(ctx));
  });

  router.post('/v1/workspace/invitations', requireKey, async (ctx) => {
    const body = checkEnvelope(InviteBody, await readJsonObject(ctx));
    ctx.status = 201;
    // The link (its token) is in this answer only.
    noStore(ctx);
    ctx.body = await invite(team, principalOf(ctx), body);
  });

  router.get('/v1/workspace/invitations', requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await listInvitations(team, principalOf(ctx));
  });

  router.delete('/v1/workspace/invitations/:invitationId', requireKey, async (ctx) => {
    noStore(ctx);
    ctx.body = await withdrawInvitation(team, principalOf(ctx), ctx.params.invitationId!);
  });

  router.post('/v1/invitations/accept', requireSession, async (ctx) => {
    const body = checkEnvelope(InvitationTokenBody, await readJsonObject(ctx));
    noStore(ctx);
    ctx.body = await acceptInvitation(team, signedInOf(ctx), body.token);
  });

  router.get(`${webPathPrefix(team.webUrl)}/invitations`, deps.keyless, async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const invitation = token ? await peekInvitation(team, token) : undefined;
    answerPage(ctx, invitation
      ? invitationPage({ email: invitation.email, team: invitation.workspace_name, role: invitation.role, invitedBy: invitation.invited_by_email, expiresAt: invitation.expires_at }, token)
      : invitationGonePage());
  });
}
