import type { Knex } from 'knex';

/** A caller's window after one request was offered: the times counted, and whether this one was. */
export interface OfferedWindow {
  allowed: boolean;
  hits: number[];
}

/** The times of `w.hits` still inside the window, oldest first (jsonb). */
const KEPT = `(SELECT coalesce(jsonb_agg(h ORDER BY h::bigint), '[]'::jsonb)
  FROM jsonb_array_elements(w.hits::jsonb) AS e(h) WHERE h::bigint > (SELECT cutoff FROM p))`;

/**
 * One statement decides and records a request. The upsert locks the caller's row, so
 * requests of one caller from every instance take their turn; the times older than the
 * window are dropped and this request is appended only when fewer than `limit` remain.
 * PostgreSQL only (jsonb functions); the hits column is JSON text, as every JSON column is.
 */
const OFFER = `
WITH p AS (SELECT CAST(? AS bigint) AS now, CAST(? AS bigint) AS cutoff, CAST(? AS integer) AS lim)
INSERT INTO rate_limit_windows AS w (bucket, hits, allowed, updated_at)
SELECT ?, jsonb_build_array(p.now)::text, true, p.now FROM p
ON CONFLICT (bucket) DO UPDATE SET
  hits = (CASE WHEN jsonb_array_length(${KEPT}) < (SELECT lim FROM p)
    THEN ${KEPT} || to_jsonb((SELECT now FROM p))
    ELSE ${KEPT} END)::text,
  allowed = jsonb_array_length(${KEPT}) < (SELECT lim FROM p),
  updated_at = GREATEST(w.updated_at, (SELECT now FROM p))
RETURNING hits, allowed`;

/** Shared sliding windows in the rate_limit_windows table (the PostgreSQL rate-limit store). */
export const rateLimitWindows = {
  async offer(db: Knex, bucket: string, limit: number, now: number, windowMs: number): Promise<OfferedWindow> {
    const result = await db.raw<{ rows: Array<{ hits: string; allowed: boolean }> }>(OFFER, [now, now - windowMs, limit, bucket]);
    const row = result.rows[0]!;
    return { allowed: row.allowed, hits: (JSON.parse(row.hits) as number[]).map(Number) };
  },
  /** Deletes the rows of callers with no request since `before` (ms). */
  async sweep(db: Knex, before: number): Promise<number> {
    return db('rate_limit_windows').where('updated_at', '<', before).del();
  },
};
