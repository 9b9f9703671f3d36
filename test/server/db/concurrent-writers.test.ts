import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect.js';
import { people, type PersonRow } from '../../../server/db/repositories/people.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

// Two connections to one database stand for the server and `dsp admin` running side by
// side. A transaction that reads, then writes after the other committed, must wait for its
// turn rather than fail: on SQLite with SQLITE_BUSY (which a plain BEGIN gives: its read is
// stale); PostgreSQL's row versions let both go on.
let database: TestDatabase | undefined;
const opened: Knex[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  await database?.drop();
  database = undefined;
});

const person = (id: string): PersonRow => ({
  id, email: `${id}@example.test`, email_verified_at: null, created_at: '2026-01-01T00:00:00.000Z', closed_at: null,
});

describe('two processes writing one database', () => {
  it('lets a read-then-write transaction finish while another connection writes', async () => {
    database = await createTestDatabase('dsp-db-');
    const server = await openDatabase(database.settings);
    const admin = await openDatabase(database.settings);
    opened.push(server, admin);

    let adminWrite: Promise<void> | undefined;
    await server.transaction(async (trx) => {
      expect(await people.byEmail(trx, 'first@example.test')).toBeUndefined();
      adminWrite = people.insert(admin, person('second'));
      // Give the other connection time to commit if nothing holds it back.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await people.insert(trx, person('first'));
    });
    await adminWrite;
    expect(await people.count(server)).toBe(2);
  });

  it('lets many concurrent read-then-write transactions from two connections all land', async () => {
    database = await createTestDatabase('dsp-db-');
    const connections = [await openDatabase(database.settings), await openDatabase(database.settings)];
    opened.push(...connections);
    const writes = Array.from({ length: 20 }, (_, index) =>
      connections[index % 2]!.transaction(async (trx) => {
        const before = await people.count(trx);
        await people.insert(trx, person(`p${index}`));
        return before;
      }),
    );
    await Promise.all(writes);
    expect(await people.count(connections[0]!)).toBe(20);
  });
});
