import type { Knex } from 'knex';
import { monthOf, type Clock } from '../../clock.js';
import { diagrams } from '../../db/repositories/diagrams.js';
import { memberships } from '../../db/repositories/workspaces.js';
import { usage, type UsageMetric } from '../../db/repositories/usage.js';
import type { Principal } from './principal.js';
import { ServiceError } from '../../ports/index.js';

/** The plan table of the spec. Team limits are per paid seat (owners and members, at least 2). */
const PLANS = {
  free: { scenes: 25, updatesPerMonth: 2_500, rendersPerMonth: 5_000, apiKeys: 3 },
  pro: { scenes: Infinity, updatesPerMonth: 25_000, rendersPerMonth: 50_000, apiKeys: 10 },
  team: { scenes: Infinity, updatesPerMonth: 25_000, rendersPerMonth: 50_000, apiKeys: 10 },
} as const;

export type LimitName = 'scenes' | UsageMetric | 'apiKeys';

/** The workspace's maximum for a limit (Infinity for "unlimited, fair use"). */
export async function maximumFor(db: Knex, principal: Principal, limit: LimitName): Promise<number> {
  const plan = PLANS[principal.workspace.plan];
  const base = plan[limit];
  if (principal.workspace.plan !== 'team' || limit === 'scenes') return base;
  const seats = Math.max(2, principal.workspace.paidSeats || (await memberships.countSeats(db, principal.workspace.id)));
  return base * seats;
}

function limitReached(limit: LimitName, maximum: number, current: number): ServiceError {
  const what = limit === 'scenes' ? 'diagrams' : limit === 'updatesPerMonth' ? 'changes this month' : limit === 'rendersPerMonth' ? 'renders this month' : 'API keys';
  const fix = limit === 'scenes' ? 'delete a diagram or upgrade the plan' : limit === 'apiKeys' ? 'revoke a key or upgrade the plan' : 'wait for next month (UTC) or upgrade the plan';
  return new ServiceError(403, 'LIMIT_REACHED', `This workspace reached its limit of ${maximum} ${what}; ${fix}. Retrying does not help.`, { limit, maximum, current });
}

/** Throws LIMIT_REACHED when the workspace holds its maximum number of live diagrams. */
export async function checkSceneLimit(db: Knex, principal: Principal): Promise<void> {
  const maximum = await maximumFor(db, principal, 'scenes');
  if (maximum === Infinity) return;
  const current = await diagrams.countLive(db, principal.workspace.id);
  if (current >= maximum) throw limitReached('scenes', maximum, current);
}

/**
 * Counts one use of a monthly limit inside the caller's transaction, refusing it (and so
 * rolling the whole write back) when the month's maximum is already used.
 */
export async function countMonthly(db: Knex, clock: Clock, principal: Principal, metric: UsageMetric): Promise<void> {
  const month = monthOf(clock());
  const maximum = await maximumFor(db, principal, metric);
  const current = await usage.get(db, principal.workspace.id, month, metric);
  if (current >= maximum) throw limitReached(metric, maximum, current);
  await usage.increment(db, principal.workspace.id, month, metric);
}

/** Checks a monthly limit without counting (before expensive work). */
export async function checkMonthly(db: Knex, clock: Clock, principal: Principal, metric: UsageMetric): Promise<void> {
  const maximum = await maximumFor(db, principal, metric);
  const current = await usage.get(db, principal.workspace.id, monthOf(clock()), metric);
  if (current >= maximum) throw limitReached(metric, maximum, current);
}
