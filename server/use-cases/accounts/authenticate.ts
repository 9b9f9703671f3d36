import { isoNow } from '../../clock.js';
import { API_KEY_PATTERN, hashApiKey } from '../../ids.js';
import { apiKeys } from '../../db/repositories/api-keys.js';
import { accountActivity } from '../../db/repositories/account-activity.js';
import type { Principal } from './principal.js';
import type { ServiceContext } from '../shared/index.js';
import { ServiceError } from '../../ports/index.js';

interface KeyJoinRow {
  key_id: string;
  scope: 'read' | 'write';
  expires_at: string | null;
  revoked_at: string | null;
  person_id: string;
  email: string;
  email_verified_at: string | null;
  closed_at: string | null;
  last_active_at: string | null;
  workspace_id: string;
  workspace_name: string;
  workspace_kind: 'personal' | 'team';
  plan: 'free' | 'pro' | 'team';
  paid_seats: number;
  public_sharing: number | boolean;
  role: 'owner' | 'member' | 'viewer' | null;
}

/**
 * How long an authenticated key's person and workspace are reused without asking the
 * database again. Every keyed request used to cost one joined query; reads are most
 * requests. A change of those made by another process (or straight in the database: a
 * closed account, a changed plan, a verified address) takes effect within this time. The
 * key's revocation and the person's role are read on every request (keyStanding), and its
 * expiry is checked against the clock on every request.
 */
export const KEY_CACHE_TTL_MS = 2_000;
const KEY_CACHE_ENTRIES = 10_000;

interface CachedKey {
  row: KeyJoinRow;
  at: number;
}

/** One cache per service context (one per app), so apps and tests sharing a process never share rows. */
const keyCaches = new WeakMap<ServiceContext, Map<string, CachedKey>>();

function keyCacheOf(context: ServiceContext): Map<string, CachedKey> {
  let cache = keyCaches.get(context);
  if (!cache) {
    cache = new Map();
    keyCaches.set(context, cache);
  }
  return cache;
}

/**
 * What must never be stale, read on every request (one primary-key read): whether the key
 * is revoked and the person's role in its workspace. A key revoked, or a person removed from
 * the workspace or made a viewer, is refused (or read-only) at once on every instance.
 */
async function keyStanding(context: ServiceContext, keyId: string): Promise<Pick<KeyJoinRow, 'revoked_at' | 'role'> | undefined> {
  return (await context.db('api_keys')
    .leftJoin('memberships', (j) => j.on('memberships.workspace_id', '=', 'api_keys.workspace_id').andOn('memberships.person_id', '=', 'api_keys.person_id'))
    .where('api_keys.id', keyId)
    .first('api_keys.revoked_at', 'memberships.role')) as Pick<KeyJoinRow, 'revoked_at' | 'role'> | undefined;
}

async function keyRow(context: ServiceContext, keyHash: string): Promise<KeyJoinRow | undefined> {
  const cache = keyCacheOf(context);
  const now = context.clock().getTime();
  const cached = cache.get(keyHash);
  // A clock moved back (tests) makes an entry look young forever: only [at, at + TTL) counts.
  if (cached && now >= cached.at && now < cached.at + KEY_CACHE_TTL_MS) {
    const standing = await keyStanding(context, cached.row.key_id);
    // A key deleted since (its account removed) is unknown.
    if (standing) return { ...cached.row, ...standing };
    cache.delete(keyHash);
    return undefined;
  }
  const row = (await context.db('api_keys')
    .join('people', 'people.id', 'api_keys.person_id')
    .join('workspaces', 'workspaces.id', 'api_keys.workspace_id')
    .leftJoin('memberships', (j) => j.on('memberships.workspace_id', '=', 'api_keys.workspace_id').andOn('memberships.person_id', '=', 'api_keys.person_id'))
    .where('api_keys.key_hash', keyHash)
    .first(
      'api_keys.id as key_id', 'api_keys.scope', 'api_keys.expires_at', 'api_keys.revoked_at',
      'people.id as person_id', 'people.email', 'people.email_verified_at', 'people.closed_at', 'people.last_active_at',
      'workspaces.id as workspace_id', 'workspaces.name as workspace_name', 'workspaces.kind as workspace_kind',
      'workspaces.plan', 'workspaces.paid_seats', 'workspaces.public_sharing', 'memberships.role',
    )) as KeyJoinRow | undefined;
  cache.delete(keyHash);
  if (row) {
    // Insertion order is age order: past the bound, the oldest entry goes.
    cache.set(keyHash, { row, at: now });
    if (cache.size > KEY_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return row;
}

/** A key's use keeps its account from the inactivity sweep; written at most this often (a request is not a write). */
export const RECORD_USE_EVERY_MS = 5 * 60_000;

async function recordKeyUse(context: ServiceContext, row: KeyJoinRow): Promise<void> {
  const now = context.clock();
  if (row.last_active_at && now.getTime() - new Date(row.last_active_at).getTime() < RECORD_USE_EVERY_MS) return;
  row.last_active_at = now.toISOString();
  await accountActivity.recordUse(context.db, row.person_id, row.last_active_at);
}

/** Revokes a key (by its id) and forgets it at once in this process's cache. */
export async function revokeApiKey(context: ServiceContext, keyId: string): Promise<void> {
  await apiKeys.revoke(context.db, keyId, isoNow(context.clock));
  const cache = keyCacheOf(context);
  for (const [hash, entry] of [...cache]) if (entry.row.key_id === keyId) cache.delete(hash);
}

/**
 * Resolves an API key to a Principal, or throws 401 API_KEY_INVALID (unknown, malformed,
 * or its account closed), API_KEY_REVOKED (revoked, or its person left the workspace) or
 * API_KEY_EXPIRED. One query (the key joined with its person, workspace and membership),
 * reused for KEY_CACHE_TTL_MS.
 */
export async function authenticateKey(context: ServiceContext, key: string): Promise<Principal> {
  if (!API_KEY_PATTERN.test(key)) {
    throw new ServiceError(401, 'API_KEY_INVALID', 'This API key is not valid; keys look like dsp_sk_ followed by 32 hex characters.');
  }
  const row = await keyRow(context, hashApiKey(key));
  if (!row || row.closed_at) throw new ServiceError(401, 'API_KEY_INVALID', 'This API key is not valid; create a new key.');
  if (row.revoked_at || !row.role) throw new ServiceError(401, 'API_KEY_REVOKED', 'This API key was revoked; create a new key.');
  if (row.expires_at && row.expires_at <= isoNow(context.clock)) throw new ServiceError(401, 'API_KEY_EXPIRED', 'This API key has expired; create a new key.');
  await recordKeyUse(context, row);
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
    authenticatedBy: 'key',
    keyId: row.key_id,
    sessionId: null,
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
