import { isoNow } from '../../clock.js';
import { API_KEY_PATTERN, hashApiKey } from '../../ids.js';
import { apiKeys, type ApiKeyRow } from '../../db/repositories/api-keys.js';
import { people } from '../../db/repositories/people.js';
import { revokeApiKey } from './authenticate.js';
import type { Principal } from './principal.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';

/** A key as listed: everything but the secret (only its first characters, to recognise it). */
export interface ListedApiKey {
  id: string;
  name: string | null;
  scope: 'read' | 'write';
  /** dsp_sk_ and the key's first four hex characters. */
  prefix: string;
  person: { id: string; email: string };
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  /** revoked: revoked, or its person left the workspace (revokedAt stays null then). */
  status: 'active' | 'revoked' | 'expired';
  /** The key this request was made with. */
  current: boolean;
}

function listed(row: ApiKeyRow & { email: string; role: string | null }, now: string, currentKeyId: string | null): ListedApiKey {
  // A key whose person left the workspace answers API_KEY_REVOKED: listed as revoked too.
  const status = row.revoked_at || row.role === null ? 'revoked' : row.expires_at && row.expires_at <= now ? 'expired' : 'active';
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    person: { id: row.person_id, email: row.email },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    status,
    current: row.id === currentKeyId,
  };
}

/**
 * The keys the caller may see, newest first, revoked and expired ones included: an owner
 * sees every key of the workspace, anyone else their own. Any key may list.
 */
export async function listApiKeys(context: ServiceContext, principal: Principal): Promise<{ workspaceId: string; keys: ListedApiKey[] }> {
  const rows = await apiKeys.listOf(context.db, principal.workspace.id, principal.role === 'owner' ? undefined : principal.personId);
  const now = isoNow(context.clock);
  return { workspaceId: principal.workspace.id, keys: rows.map((row) => listed(row, now, principal.keyId)) };
}

function keyNotFound(keyId: string): ServiceError {
  return new ServiceError(404, 'NOT_FOUND', `No key "${keyId}" that you can manage; list your keys to find its id.`);
}

/**
 * Revokes a key at once (it answers 401 API_KEY_REVOKED from the next request) and frees
 * its place in the apiKeys limit. An owner may revoke any key of the workspace, anyone else
 * their own; a read-only caller (a read key, or a viewer) may revoke only the key it is
 * using, so a leaked key can always be stopped by whoever holds it. Repeating it answers
 * the same.
 */
export async function revokeKey(context: ServiceContext, principal: Principal, keyId: string): Promise<{ id: string; revoked: true; revokedAt: string }> {
  const row = await apiKeys.byId(context.db, keyId);
  const visible = row && row.workspace_id === principal.workspace.id && (principal.role === 'owner' || row.person_id === principal.personId);
  if (!row || !visible) throw keyNotFound(keyId);
  if (principal.readOnly && row.id !== principal.keyId) {
    const why = principal.readOnly === 'role' ? 'a viewer' : 'a read key';
    throw new ServiceError(403, 'READ_ONLY', `With ${why} you can revoke only the key you are using; revoke other keys with a write key.`, { reason: principal.readOnly });
  }
  if (row.revoked_at) return { id: row.id, revoked: true, revokedAt: row.revoked_at };
  await revokeApiKey(context, row.id);
  const after = await apiKeys.byId(context.db, row.id);
  return { id: row.id, revoked: true, revokedAt: after?.revoked_at ?? isoNow(context.clock) };
}

/**
 * Operators (dsp admin revoke-key): revokes a key by its id or by the key itself (a leaked
 * key found somewhere), whoever holds it. A server running beside it stops accepting the
 * key from its next request (revocation is read on every request).
 */
export async function revokeKeyByAdmin(context: ServiceContext, which: { id?: string; key?: string }): Promise<{ id: string; workspaceId: string; person: string | null; revokedAt: string; alreadyRevoked: boolean }> {
  let row: ApiKeyRow | undefined;
  if (which.key !== undefined) {
    if (!API_KEY_PATTERN.test(which.key)) throw new ServiceError(400, 'API_KEY_INVALID', 'This is not an API key; keys look like dsp_sk_ followed by 32 hex characters.');
    row = await apiKeys.byHash(context.db, hashApiKey(which.key));
  } else if (which.id !== undefined) {
    row = await apiKeys.byId(context.db, which.id);
  }
  if (!row) throw new ServiceError(404, 'NOT_FOUND', 'No such key; pass --id key_... or --key dsp_sk_....');
  const person = await people.byId(context.db, row.person_id);
  const alreadyRevoked = row.revoked_at !== null;
  if (!alreadyRevoked) await revokeApiKey(context, row.id);
  const after = (await apiKeys.byId(context.db, row.id))!;
  return { id: row.id, workspaceId: row.workspace_id, person: person?.email ?? null, revokedAt: after.revoked_at!, alreadyRevoked };
}
