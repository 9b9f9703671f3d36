import { describe, expect, it } from 'vitest';
import { people, type PersonRow } from '../../../server/db/repositories/people.js';
import { databasePerTest } from '../../support/database-per-test.js';

// Two connections to one database stand for the server and `dsp admin` running side by
// side. A transaction that reads, then writes after the other committed, must wait for its
// turn rather than fail: on SQLite with SQLITE_BUSY (which a plain BEGIN gives: its read is
// stale); PostgreSQL's row versions let both go on.
const databases = databasePerTest('dsp-db-');

const person = (id: string): PersonRow => ({
  id, email: `${id}@example.test`, email_verified_at: null, created_at: '2026-01-01T00:00:00.000Z', closed_at: null,
});

describe('two processes writing one database', () => {
  it('lets a read-then-write transaction finish while another connection writes', async () => {
    const server = await databases.connect();
    const admin = await databases.connect();

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
    const connections = [await databases.connect(), await databases.connect()];
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
