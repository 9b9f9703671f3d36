import { isoNow } from '../clock.js';
import { API_KEY_PATTERN, hashApiKey } from '../ids.js';
import type { Principal } from './principal.js';
import type { ServiceContext } from './context.js';
import { ServiceError } from './errors.js';

interface KeyJoinRow {
  key_id: string;
  scope: 'read' | 'write';
  expires_at: string | null;
  revoked_at: string | null;
  person_id: string;
  email: string;
  email_verified_at: string | null;
  closed_at: string | null;
  workspace_id: string;
  workspace_name: string;
  workspace_kind: 'personal' | 'team';
  plan: 'free' | 'pro' | 'team';
  paid_seats: number;
  public_sharing: number | boolean;
  role: 'owner' | 'member' | 'viewer' | null;
}

/**
 * Resolves an API key to a Principal, or throws 401 API_KEY_INVALID (unknown, malformed,
 * or its account closed), API_KEY_REVOKED (revoked, or its person left the workspace) or
 * API_KEY_EXPIRED. One query: the key joined with its person, workspace and membership.
 */
export async function authenticateKey(context: ServiceContext, key: string): Promise<Principal> {
  if (!API_KEY_PATTERN.test(key)) {
    throw new ServiceError(401, 'API_KEY_INVALID', 'This API key is not valid; keys look like dsp_sk_ followed by 32 hex characters.');
  }
  const row = (await context.db('api_keys')
    .join('people', 'people.id', 'api_keys.person_id')
    .join('workspaces', 'workspaces.id', 'api_keys.workspace_id')
    .leftJoin('memberships', (j) => j.on('memberships.workspace_id', '=', 'api_keys.workspace_id').andOn('memberships.person_id', '=', 'api_keys.person_id'))
    .where('api_keys.key_hash', hashApiKey(key))
    .first(
      'api_keys.id as key_id', 'api_keys.scope', 'api_keys.expires_at', 'api_keys.revoked_at',
      'people.id as person_id', 'people.email', 'people.email_verified_at', 'people.closed_at',
      'workspaces.id as workspace_id', 'workspaces.name as workspace_name', 'workspaces.kind as workspace_kind',
      'workspaces.plan', 'workspaces.paid_seats', 'workspaces.public_sharing', 'memberships.role',
    )) as KeyJoinRow | undefined;
  if (!row || row.closed_at) throw new ServiceError(401, 'API_KEY_INVALID', 'This API key is not valid; create a new key.');
  if (row.revoked_at || !row.role) throw new ServiceError(401, 'API_KEY_REVOKED', 'This API key was revoked; create a new key.');
  if (row.expires_at && row.expires_at <= isoNow(context.clock)) throw new ServiceError(401, 'API_KEY_EXPIRED', 'This API key has expired; create a new key.');
  const readOnly = row.role === 'viewer' ? 'role' : row.scope === 'read' ? 'credential' : null;
  return {
    personId: row.person_id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    workspace: {
      id: row.workspace_id,
      name: row.workspace_name,
      kind: row.workspace_kind,
      plan: row.plan,
      paidSeats: Number(row.paid_seats),
      publicSharing: Boolean(row.public_sharing),
    },
    role: row.role,
    keyId: row.key_id,
    keyScope: row.scope,
    readOnly,
  };
}

/** Throws 403 READ_ONLY unless the caller may change diagrams. */
export function requireWrite(principal: Principal): void {
  if (principal.readOnly) {
    const why = principal.readOnly === 'role' ? 'you are a viewer in this workspace' : 'this is a read-only key';
    throw new ServiceError(403, 'READ_ONLY', `This call changes a diagram, but ${why}; use a write key of a member.`, { reason: principal.readOnly });
  }
}

/** Throws 403 EMAIL_NOT_VERIFIED for the writes the spec holds back until verification. */
export function requireVerifiedEmail(principal: Principal, webUrl: string): void {
  if (!principal.emailVerified) {
    throw new ServiceError(403, 'EMAIL_NOT_VERIFIED', `Verify your email address first: ${webUrl}/verify-email`, { verifyUrl: `${webUrl}/verify-email` });
  }
}
