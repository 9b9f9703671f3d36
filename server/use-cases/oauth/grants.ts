import { isoNow } from '../../clock.js';
import { randomBase62 } from '../../ids.js';
import { oauthGrants } from '../../db/repositories/oauth-grants.js';
import { workspacesWithRoles, type WorkspaceWithRole } from '../../db/repositories/person-workspaces.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import { oauthHash } from './hashes.js';
import { revokeGrantRecords } from './provider-store.js';

/** A grant as the account's list shows it (GET /v1/account/oauth-grants). */
export interface ListedGrant {
  id: string;
  client: { id: string; name: string; redirectHost: string };
  workspace: { id: string; name: string };
  scope: 'read' | 'write';
  createdAt: string;
  lastUsedAt: string | null;
}

/** What the consent page offers a person: their workspaces, and for each whether write may be granted. */
export interface ConsentChoice {
  id: string;
  name: string;
  role: WorkspaceWithRole['role'];
  mayWrite: boolean;
}

export async function consentChoices(context: ServiceContext, personId: string): Promise<ConsentChoice[]> {
  return (await workspacesWithRoles(context.db, personId)).map((w) => ({ id: w.id, name: w.name, role: w.role, mayWrite: w.role !== 'viewer' }));
}

/**
 * Checks what a person approved on the consent page: a workspace of theirs (404 otherwise)
 * and a scope it allows (403 SCOPE_NOT_ALLOWED for write asked by a viewer).
 */
export async function checkConsent(context: ServiceContext, personId: string, workspaceId: string, scope: string): Promise<{ workspace: ConsentChoice; scope: 'read' | 'write' }> {
  if (scope !== 'read' && scope !== 'write') throw new ServiceError(400, 'SCOPE_INVALID', 'Choose the scope read or write.');
  const workspace = (await consentChoices(context, personId)).find((w) => w.id === workspaceId);
  if (!workspace) throw new ServiceError(404, 'NOT_FOUND', 'You are not a member of this workspace; pick one of yours.');
  if (scope === 'write' && !workspace.mayWrite) {
    throw new ServiceError(403, 'SCOPE_NOT_ALLOWED', `You are a viewer in ${workspace.name}: grant read, or ask an owner to make you a member.`, { reason: 'role' });
  }
  return { workspace, scope };
}

export interface NewGrant {
  /** oidc-provider's grant id (stored hashed). */
  grantId: string;
  personId: string;
  workspaceId: string;
  clientId: string;
  clientName: string;
  redirectHost: string;
  scope: 'read' | 'write';
}

/** Records the service's side of an approved grant. */
export async function recordGrant(context: ServiceContext, grant: NewGrant): Promise<string> {
  const id = `ogr_${randomBase62(20)}`;
  await oauthGrants.insert(context.db, {
    id,
    grant_hash: oauthHash(grant.grantId),
    person_id: grant.personId,
    workspace_id: grant.workspaceId,
    client_id: grant.clientId,
    client_name: grant.clientName,
    redirect_host: grant.redirectHost,
    scope: grant.scope,
    created_at: isoNow(context.clock),
    last_used_at: null,
    revoked_at: null,
  });
  return id;
}

export async function listGrants(context: ServiceContext, personId: string): Promise<ListedGrant[]> {
  return (await oauthGrants.liveOf(context.db, personId)).map((row) => ({
    id: row.id,
    client: { id: row.client_id, name: row.client_name, redirectHost: row.redirect_host },
    workspace: { id: row.workspace_id, name: row.workspace_name },
    scope: row.scope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** Revokes one of the person's grants: its tokens are deleted, so they stop at once on every instance. 404 when it is not theirs or already revoked. */
export async function revokeGrant(context: ServiceContext, personId: string, id: string): Promise<void> {
  const row = await oauthGrants.byId(context.db, id);
  if (!row || row.person_id !== personId || row.revoked_at) throw new ServiceError(404, 'NOT_FOUND', 'No such grant of yours; list your grants to find its id.');
  await revokeGrantRecords(context, row.grant_hash);
}
