/**
 * Every table the service keeps, in dependency order: a table comes after the tables its
 * foreign keys point at. `dsp admin copy` moves them in this order, and empties them in the
 * reverse one. A migration that adds a table adds it here too (test/server/db/tables.test.ts
 * fails until it does, and the copy refuses a database holding a table it does not know).
 */
export interface TableSpec {
  name: string;
  /** The primary key: the copy reads in this order, in batches. */
  key: readonly string[];
  /** False for state that means nothing on another database (a minute of rate-limit counts). */
  copy: boolean;
}

export const TABLES: readonly TableSpec[] = [
  { name: 'people', key: ['id'], copy: true },
  { name: 'workspaces', key: ['id'], copy: true },
  { name: 'memberships', key: ['workspace_id', 'person_id'], copy: true },
  { name: 'api_keys', key: ['id'], copy: true },
  { name: 'diagrams', key: ['id'], copy: true },
  { name: 'revisions', key: ['diagram_id', 'revision'], copy: true },
  { name: 'request_ids', key: ['diagram_id', 'request_id'], copy: true },
  { name: 'usage_counters', key: ['workspace_id', 'month', 'metric'], copy: true },
  { name: 'version_pngs', key: ['diagram_id', 'revision', 'scale'], copy: true },
  // Key ids only (no secret): copied, so a target started with another DSP_SECRET says so.
  { name: 'secret_verifiers', key: ['name'], copy: true },
  { name: 'share_links', key: ['id'], copy: true },
  { name: 'content_reports', key: ['id'], copy: true },
  { name: 'email_links', key: ['token_hash'], copy: true },
  { name: 'sessions', key: ['id'], copy: true },
  { name: 'passkeys', key: ['id'], copy: true },
  // Challenges live 5 minutes: nothing another database could use.
  { name: 'passkey_challenges', key: ['id'], copy: false },
  { name: 'invitations', key: ['id'], copy: true },
  { name: 'proposals', key: ['id'], copy: true },
  { name: 'rate_limit_windows', key: ['bucket'], copy: false },
  // OAuth codes and tokens are bound to this service's URL and live minutes to weeks; grants are copied.
  { name: 'oauth_records', key: ['model', 'id_hash'], copy: true },
  { name: 'oauth_grants', key: ['id'], copy: true },
  { name: 'problem_reports', key: ['id'], copy: true },
  { name: 'feedback_items', key: ['id'], copy: true },
  { name: 'attestations', key: ['diagram_id'], copy: true },
  { name: 'legal_holds', key: ['diagram_id'], copy: true },
  { name: 'revision_tombstones', key: ['diagram_id', 'revision'], copy: true },
  // Pending notices: copied so a move does not drop mails owed.
  { name: 'proposal_mails', key: ['proposal_id', 'person_id'], copy: true },
];

/** knex's own bookkeeping: each database migrates itself, so these are never copied. */
export const MIGRATION_TABLES = ['knex_migrations', 'knex_migrations_lock'] as const;
