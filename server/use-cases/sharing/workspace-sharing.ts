import type { Knex } from 'knex';
import type { WorkspaceSharingBodyValue } from '../../../schema/index.js';
import { workspaces } from '../../db/repositories/workspaces.js';
import { requireVerifiedEmail, requireWrite, type Principal } from '../accounts/index.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';

export interface WorkspaceSharing {
  workspaceId: string;
  publicSharing: boolean;
}

/**
 * Whether the workspace lets its diagrams be seen without a key, read fresh from the
 * database (a key's cached row may be up to two seconds old).
 */
export async function publicSharingAllowed(db: Knex, workspaceId: string): Promise<boolean> {
  const row = await workspaces.byId(db, workspaceId);
  return row !== undefined && Boolean(row.public_sharing);
}

/** 403 SHARING_DISABLED: publishing and new share links wait until the owners turn sharing back on. */
export function sharingDisabled(): ServiceError {
  return new ServiceError(403, 'SHARING_DISABLED', "This team workspace's owners turned public sharing off; ask an owner to turn it back on.");
}

/** The workspace's sharing setting (anyone in the workspace may read it). */
export async function readWorkspaceSharing(context: ServiceContext, principal: Principal): Promise<WorkspaceSharing> {
  return { workspaceId: principal.workspace.id, publicSharing: await publicSharingAllowed(context.db, principal.workspace.id) };
}

/** Sets a team workspace's public sharing (the work of PUT sharing and `dsp admin sharing`). */
export async function setPublicSharing(context: ServiceContext, workspaceId: string, publicSharing: boolean): Promise<WorkspaceSharing> {
  const row = await workspaces.byId(context.db, workspaceId);
  if (!row) throw new ServiceError(404, 'NOT_FOUND', `No workspace "${workspaceId}".`);
  if (row.kind !== 'team') {
    throw new ServiceError(409, 'TEAM_WORKSPACE_ONLY', 'Only a team workspace can turn public sharing off; in a personal workspace, keep diagrams private instead.');
  }
  await context.db('workspaces').where({ id: workspaceId }).update({ public_sharing: publicSharing });
  return { workspaceId, publicSharing };
}

/**
 * Owners of a team workspace turn public sharing off and on. While it is off, publishing
 * and new share links answer 403 SHARING_DISABLED and nothing of the workspace answers
 * without a key (published diagrams and share links answer 404); nothing is unpublished or
 * revoked, so turning it back on brings them back as they were.
 */
export async function changeWorkspaceSharing(context: ServiceContext & { webUrl: string }, principal: Principal, body: WorkspaceSharingBodyValue): Promise<WorkspaceSharing> {
  requireWrite(principal);
  if (principal.role !== 'owner') {
    throw new ServiceError(403, 'OWNER_REQUIRED', "Only the workspace's owners can change public sharing; ask an owner.");
  }
  requireVerifiedEmail(principal, context.webUrl);
  return setPublicSharing(context, principal.workspace.id, body.publicSharing);
}
