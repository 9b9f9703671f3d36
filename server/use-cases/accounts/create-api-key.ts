import type { Knex } from 'knex';
import type { CreateKeyBodyValue } from '../../../schema/index.js';
import { isoNow } from '../../clock.js';
import { apiKeys } from '../../db/repositories/api-keys.js';
import { lockWorkspace } from '../../db/locks.js';
import { createKey, type CreatedKey } from './accounts.js';
import type { Principal } from './principal.js';
import type { ServiceContext } from '../shared/index.js';
import { maximumFor } from './limits.js';
import { ServiceError } from '../../ports/index.js';

/** A viewer may hold this many keys per workspace; they do not count toward apiKeys. */
const VIEWER_KEYS = 3;

function expiryDays(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 366) return value;
  throw new ServiceError(400, 'INVALID_EXPIRES_IN_DAYS', 'expiresInDays must be a whole number from 1 to 366, or null for a key that does not expire.');
}

async function viewerIds(db: Knex, workspaceId: string): Promise<string[]> {
  const rows = await db('memberships').where({ workspace_id: workspaceId, role: 'viewer' }).select<Array<{ person_id: string }>>('person_id');
  return rows.map((r) => r.person_id);
}

/**
 * POST /v1/auth/keys: a new key acting in the caller's workspace, shown once. Default scope
 * is write when the caller can write, else read; a read key or a viewer cannot mint a write
 * key. Counts toward apiKeys (viewers' keys apart, 3 each).
 */
export async function createApiKey(context: ServiceContext, principal: Principal, body: CreateKeyBodyValue, upgradeUrl: string): Promise<CreatedKey & { workspaceId: string }> {
  const days = expiryDays(body.expiresInDays);
  const scope = body.scope ?? (principal.readOnly ? 'read' : 'write');
  if (scope === 'write' && principal.readOnly) {
    const why = principal.readOnly === 'role' ? 'viewers hold read keys only' : 'a read key cannot create a write key';
    throw new ServiceError(403, 'READ_ONLY', `Cannot create a write key: ${why}; ask for scope read.`, { reason: principal.readOnly });
  }
  // Counted and inserted in one transaction that holds the workspace first: ten requests
  // at once used to count the same keys and all insert (11 live keys on a Free plan of 3).
  return context.db.transaction(async (trx) => {
    await lockWorkspace(trx, principal.workspace.id);
    const now = isoNow(context.clock);
    if (principal.role === 'viewer') {
      const current = await apiKeys.countLive(trx, principal.workspace.id, now, [principal.personId]);
      if (current >= VIEWER_KEYS) {
        throw new ServiceError(403, 'PLAN_LIMIT_EXCEEDED', `A viewer may hold ${VIEWER_KEYS} keys in this workspace; revoke one first.`, { limit: 'apiKeys', current, maximumAllowed: VIEWER_KEYS, plan: principal.workspace.plan, upgradeUrl });
      }
    } else {
      const viewers = await viewerIds(trx, principal.workspace.id);
      const maximum = await maximumFor(trx, principal, 'apiKeys');
      const all = await apiKeys.countLive(trx, principal.workspace.id, now);
      const ofViewers = viewers.length === 0 ? 0 : await apiKeys.countLive(trx, principal.workspace.id, now, viewers);
      const current = all - ofViewers;
      if (current >= maximum) {
        throw new ServiceError(403, 'PLAN_LIMIT_EXCEEDED', `This workspace holds its maximum of ${maximum} API keys on the ${principal.workspace.plan} plan; revoke a key or upgrade.`, { limit: 'apiKeys', current, maximumAllowed: maximum, plan: principal.workspace.plan, upgradeUrl });
      }
    }
    return createKey({ ...context, db: trx }, { personId: principal.personId, workspaceId: principal.workspace.id, scope, name: body.name ?? null, expiresInDays: days });
  });
}
