import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect.js';
import { people, type PersonRow } from '../../../server/db/repositories/people.js';

// Two connections to one SQLite file stand for the server and `dsp admin` running side by
// side. A transaction that reads, then writes after the other committed, must wait for its
// turn rather than fail with SQLITE_BUSY (which a plain BEGIN gives: its read is stale).
let dataDir: string;
const opened: Knex[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  await rm(dataDir, { recursive: true, force: true });
});

const person = (id: string): PersonRow => ({
  id, email: `${id}@example.test`, email_verified_at: null, created_at: '2026-01-01T00:00:00.000Z', closed_at: null,
});

describe('two processes writing one SQLite database', () => {
  it('lets a read-then-write transaction finish while another connection writes', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dsp-db-'));
    const server = await openDatabase({ dataDir });
    const admin = await openDatabase({ dataDir });
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
    dataDir = await mkdtemp(join(tmpdir(), 'dsp-db-'));
    const connections = [await openDatabase({ dataDir }), await openDatabase({ dataDir })];
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
