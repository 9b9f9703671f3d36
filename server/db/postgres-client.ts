import Client_PG from 'knex/lib/dialects/postgres/index.js';

/**
 * knex's PostgreSQL client, except that U+0000 in a text value is sent as U+FFFD.
 *
 * Why: PostgreSQL's text cannot hold U+0000 and refuses the whole statement ("invalid byte
 * sequence for encoding UTF8: 0x00"), so a title, brief, message, key name or requestId
 * with a NUL character, or a search or lookup for one, answered 500 where SQLite stores and
 * finds it. U+FFFD is the character Unicode reserves for one that could not be kept. The
 * stored scene is unaffected: it is JSON, where JSON.stringify writes the character as the
 * six ASCII characters \u0000, so hashes and chains are the same on both databases.
 */
export class NulSafePostgres extends Client_PG {
  override prepBindings(bindings: unknown): unknown {
    const prepared: unknown = super.prepBindings(bindings);
    if (!Array.isArray(prepared)) return prepared;
    return prepared.map((value: unknown) => (typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value));
  }
}
