import type { Knex } from 'knex';

export type UsageMetric = 'updatesPerMonth' | 'rendersPerMonth';

/** Calendar-month counters per workspace (pooled for a team). */
export const usage = {
  async get(db: Knex, workspaceId: string, month: string, metric: UsageMetric): Promise<number> {
    const row = await db('usage_counters').where({ workspace_id: workspaceId, month, metric }).first<{ count: number } | undefined>();
    return Number(row?.count ?? 0);
  },
  async increment(db: Knex, workspaceId: string, month: string, metric: UsageMetric, by = 1): Promise<void> {
    await db('usage_counters')
      .insert({ workspace_id: workspaceId, month, metric, count: by })
      .onConflict(['workspace_id', 'month', 'metric'])
      .merge({ count: db.raw('usage_counters.count + ?', [by]) });
  },
};
