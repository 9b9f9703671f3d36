import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect.js';
import { MIGRATION_TABLES, TABLES } from '../../../server/db/tables.js';
import { listTables, referencedTables } from '../../../server/db/introspect.js';
import { createTestDatabase, type TestDatabase } from '../../../harness/test-database.js';

// server/db/tables.ts lists every table in dependency order (dsp admin copy moves them in
// that order inside one transaction). A migration that adds a table without listing it,
// or lists it before a table it references, fails here, on SQLite and PostgreSQL alike.
let database: TestDatabase;
let db: Knex;

beforeAll(async () => {
  database = await createTestDatabase('dsp-tables-');
  db = await openDatabase(database.settings);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('the table list', () => {
  it('names every table the migrations create, once', async () => {
    const created = (await listTables(db)).filter((name) => !(MIGRATION_TABLES as readonly string[]).includes(name));
    expect(TABLES.map((t) => t.name).sort()).toEqual(created);
  });

  it('puts every table after the tables its foreign keys point at', async () => {
    const position = new Map(TABLES.map((table, index) => [table.name, index]));
    for (const table of TABLES) {
      for (const referenced of await referencedTables(db, table.name)) {
        expect(position.get(referenced), `${table.name} references ${referenced}`).toBeLessThan(position.get(table.name)!);
      }
    }
    // The check sees foreign keys at all (revisions → diagrams).
    expect(await referencedTables(db, 'revisions')).toEqual(['diagrams']);
  });

  it('names key columns each table has', async () => {
    for (const table of TABLES) {
      const columns = Object.keys(await db(table.name).columnInfo());
      for (const column of table.key) expect(columns, `${table.name}.${column}`).toContain(column);
    }
  });
});
