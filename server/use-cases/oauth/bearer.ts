import { isoNow } from '../../clock.js';
import { oauthRecords } from '../../db/repositories/oauth-records.js';
import { oauthGrants } from '../../db/repositories/oauth-grants.js';
import { people } from '../../db/repositories/people.js';
import { workspacesWithRoles } from '../../db/repositories/person-workspaces.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';
import type { Principal } from '../accounts/index.js';
import { oauthHash } from './hashes.js';

/** The grant's last use is written at most this often: a request is not a database write. */
const TOUCH_EVERY_MS = 5 * 60_000;

interface AccessTokenPayload {
  exp?: number;
  aud?: string | string[];
  scope?: string;
  grantId?: string;
  accountId?: string;
}

/** 401 with the code an MCP client and a person can read; the MCP route adds WWW-Authenticate error="invalid_token". */
function invalidToken(message: string): ServiceError {
  return new ServiceError(401, 'OAUTH_TOKEN_INVALID', `${message} Sign in again from your MCP host (it runs the OAuth flow on a 401).`);
}

/** The stored access token of a bearer value, when it is one (live or not): the question REST asks to refuse it by name. */
export async function isOAuthAccessToken(context: ServiceContext, token: string): Promise<boolean> {
  return (await oauthRecords.find(context.db, 'AccessToken', oauthHash(token))) !== undefined;
}

function audiences(payload: AccessTokenPayload): string[] {
  return payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
}

/**
 * The principal of an MCP sign-in token (an opaque access token of this service's
 * authorization server), checked against the database on every request: the token must
 * exist (revoking its grant deletes it, on every instance at once), be unexpired by the
 * service's clock, be bound to this /mcp (RFC 8707 audience), and its grant's person must
 * still be a member of the grant's workspace. Acts as the person in that workspace with
 * the token's scope (read or write; a viewer reads only, whatever the scope).
 */
export async function authenticateOAuthToken(context: ServiceContext, token: string, resource: string): Promise<Principal> {
  const row = await oauthRecords.find(context.db, 'AccessToken', oauthHash(token));
  if (!row) throw invalidToken('This sign-in token is unknown or was revoked.');
  const payload = JSON.parse(row.payload) as AccessTokenPayload;
  const now = context.clock();
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime() || (row.expires_at !== null && row.expires_at <= now.toISOString())) {
    throw invalidToken('This sign-in token has expired.');
  }
  if (!audiences(payload).includes(resource)) throw invalidToken(`This sign-in token was issued for another resource, not ${resource}.`);
  const grant = typeof payload.grantId === 'string' ? await oauthGrants.byHash(context.db, oauthHash(payload.grantId)) : undefined;
  if (!grant || grant.revoked_at) throw invalidToken('The grant of this sign-in token was revoked.');
  const person = await people.byId(context.db, grant.person_id);
  if (!person || person.closed_at) throw invalidToken('The account of this sign-in token is closed.');
  const workspace = (await workspacesWithRoles(context.db, person.id)).find((w) => w.id === grant.workspace_id);
  if (!workspace) throw invalidToken('You are no longer a member of the workspace this sign-in token acts in.');
  if (!grant.last_used_at || now.getTime() - new Date(grant.last_used_at).getTime() >= TOUCH_EVERY_MS) {
    await oauthGrants.touch(context.db, grant.id, isoNow(context.clock));
  }
  const scope = (payload.scope ?? '').split(' ').includes('write') && grant.scope === 'write' ? 'write' : 'read';
  return {
    personId: person.id,
    email: person.email,
    emailVerified: person.email_verified_at !== null,
    workspace: {
      id: workspace.id,
      name: workspace.name,
      kind: workspace.kind,
      plan: workspace.plan,
      paidSeats: Number(workspace.paid_seats),
      publicSharing: Boolean(workspace.public_sharing),
    },
    role: workspace.role,
    authenticatedBy: 'oauth',
    keyId: null,
    sessionId: null,
    keyScope: scope,
    readOnly: workspace.role === 'viewer' ? 'role' : scope === 'read' ? 'credential' : null,
    grantId: grant.id,
  };
}
