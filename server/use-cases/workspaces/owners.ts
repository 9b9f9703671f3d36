import type { Knex } from 'knex';
import { lockWorkspace } from '../../db/locks.js';
import { memberships, workspaces, type WorkspaceRow } from '../../db/repositories/workspaces.js';
import { requireVerifiedEmail, requireWrite, type Principal } from '../accounts/index.js';
import { ServiceError } from '../../ports/index.js';

function ownerRequired(what: string): ServiceError {
  return new ServiceError(403, 'OWNER_REQUIRED', `Only the workspace's owners can ${what}; ask an owner.`);
}

/** Throws 403 OWNER_REQUIRED unless the caller is an owner of their workspace (reads: any key of an owner). */
export function requireOwnerRole(principal: Principal, what: string): void {
  if (principal.role !== 'owner') throw ownerRequired(what);
}

/**
 * A change to the workspace's people or settings: an owner, with a write key or a session
 * (403 READ_ONLY for a read key), whose address is verified (403 EMAIL_NOT_VERIFIED:
 * invitations mail strangers in the workspace's name).
 */
export function requireOwnerChange(principal: Principal, webUrl: string, what: string): void {
  requireOwnerRole(principal, what);
  requireWrite(principal);
  requireVerifiedEmail(principal, webUrl);
}

/**
 * Inside a change's transaction: holds the workspace (two owners demoting each other at once
 * cannot both pass the last-owner check) and reads it and the caller's role again, fresh.
 */
export async function lockedForOwner(trx: Knex.Transaction, principal: Principal, what: string): Promise<WorkspaceRow> {
  await lockWorkspace(trx, principal.workspace.id);
  const workspace = await workspaces.byId(trx, principal.workspace.id);
  const membership = await memberships.find(trx, principal.workspace.id, principal.personId);
  if (!workspace || membership?.role !== 'owner') throw ownerRequired(what);
  return workspace;
}

/** 409 LAST_OWNER: a workspace always keeps an owner. */
export function lastOwner(action: string): ServiceError {
  return new ServiceError(409, 'LAST_OWNER', `${action} would leave the workspace without an owner; make another member an owner first.`);
}

/** 409 PERSONAL_WORKSPACE: a personal workspace is one person's; it takes no one else and cannot be left. */
export function personalWorkspace(action: string): ServiceError {
  return new ServiceError(409, 'PERSONAL_WORKSPACE', `A personal workspace cannot ${action}; make a team to work with others.`);
}
