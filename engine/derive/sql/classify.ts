/**
 * What a statement of a snapshot is to derive: a table, an enum, keys added to a table
 * (how pg_dump writes them), something to skip with a reason, or a migration step, which is
 * refused. Decided from its first words, before any parser sees it.
 */
export type StatementKind =
  | { kind: 'table' }
  | { kind: 'enum' }
  | { kind: 'alter' }
  | { kind: 'skip'; construct: string; reason: string };

const TABLE_PREFIX = /^CREATE (OR REPLACE )?((GLOBAL|LOCAL) )?((TEMP|TEMPORARY|UNLOGGED) )?TABLE\b/;

/** Reasons for the statements a schema dump writes around its tables. */
const SKIP_REASONS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/^CREATE (UNIQUE )?INDEX\b/, 'index', 'indexes are not drawn'],
  [/^CREATE SEQUENCE\b/, 'sequence', 'sequences are not drawn; the columns they number are'],
  [/^CREATE (OR REPLACE )?((MATERIALIZED|RECURSIVE|TEMP|TEMPORARY) )?VIEW\b/, 'view', 'a view declares no columns of its own to draw'],
  [/^CREATE (OR REPLACE )?(CONSTRAINT )?TRIGGER\b/, 'trigger', 'triggers are behaviour, not structure'],
  [/^CREATE (OR REPLACE )?(FUNCTION|PROCEDURE|AGGREGATE)\b/, 'function', 'functions are behaviour, not structure'],
  [/^CREATE TYPE\b/, 'type', 'only enum types are read; other types show as column types'],
  [/^CREATE (EXTENSION|SCHEMA|DATABASE)\b/, 'setup', 'database setup is not drawn'],
  [/^CREATE (DOMAIN|OPERATOR|CAST|COLLATION|RULE|POLICY|PUBLICATION|SUBSCRIPTION|STATISTICS|EVENT|SERVER|USER|ROLE|TEXT|FOREIGN|TABLESPACE)\b/, 'object', 'not a table, key or enum'],
  [/^(SET|RESET|SELECT|USE|PRAGMA|BEGIN|COMMIT|START|END|DELIMITER)\b/, 'session', 'session settings are not part of the schema'],
  [/^(GRANT|REVOKE)\b/, 'grant', 'privileges are not drawn'],
  [/^COMMENT\b/, 'comment', 'comments are not drawn'],
  [/^(INSERT|COPY|UPDATE|DELETE|LOCK|UNLOCK|VACUUM|ANALYZE|TRUNCATE)\b/, 'data', 'data statements are not part of the schema'],
  [/^DROP\b/, 'drop', 'a snapshot is read as the final state: a DROP before a CREATE changes nothing'],
  [/^ALTER (SEQUENCE|FUNCTION|PROCEDURE|TYPE|SCHEMA|DATABASE|DEFAULT|VIEW|MATERIALIZED|INDEX|EXTENSION|DOMAIN|ROLE|USER|OPERATOR|AGGREGATE|TRIGGER|EVENT|PUBLICATION|SUBSCRIPTION|TEXT|POLICY|SERVER|FOREIGN)\b/, 'alter', 'only ALTER TABLE can change what is drawn'],
];

export function classifyStatement(words: readonly string[], text: string): StatementKind {
  const head = words.join(' ');
  if (text.startsWith('\\')) return { kind: 'skip', construct: 'meta-command', reason: 'psql meta-commands are not SQL' };
  if (TABLE_PREFIX.test(head)) {
    if (/\bPARTITION\s+OF\b/i.test(text)) return { kind: 'skip', construct: 'partition', reason: 'a partition is drawn as its parent table' };
    if (/^[^(]*\bAS\s*\(?\s*(SELECT|WITH|VALUES)\b/i.test(text)) return { kind: 'skip', construct: 'table', reason: 'a table made from a query declares no columns to draw' };
    return { kind: 'table' };
  }
  if (/^CREATE TYPE\b/.test(head) && /\bAS\s+ENUM\b/i.test(text)) return { kind: 'enum' };
  if (/^ALTER TABLE\b/.test(head)) return { kind: 'alter' };
  for (const [pattern, construct, reason] of SKIP_REASONS) if (pattern.test(head)) return { kind: 'skip', construct, reason };
  return { kind: 'skip', construct: words[0]?.toLowerCase() ?? 'statement', reason: 'not a table, key or enum' };
}
