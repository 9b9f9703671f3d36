import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { runExclusively, runInTurn } from '../../../server/db/locks.js';
import { testDatabaseKind } from '../../../harness/test-database.js';
import { databasePerTest } from '../../support/database-per-test.js';

// Periodic work that must run once across instances (the purge sweep): runExclusively.
// Two connection pools stand for two instances. On PostgreSQL an advisory lock lets one run
// and the other skip; on SQLite (one file, one server) the work simply runs.
const databases = databasePerTest('dsp-exclusive-');

async function twoInstances(): Promise<[Knex, Knex]> {
  return [await databases.connect(), await databases.connect()];
}

/** Work that takes a while and says when it started. */
function slowWork(log: string[], name: string, ms = 400) {
  return async () => {
    log.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} end`);
    return name;
  };
}

describe('runExclusively', () => {
  it('runs the work and returns its value', async () => {
    const [a] = await twoInstances();
    expect(await runExclusively(a, 'sweep', async () => 42)).toEqual({ ran: true, value: 42 });
  });

  it('on PostgreSQL: while one instance runs a named work, another skips it; other names and later calls run', async (context) => {
    const [a, b] = await twoInstances();
    if (testDatabaseKind() !== 'postgres') context.skip('SQLite: one file has one server, so there is no other instance to exclude');
    const log: string[] = [];
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const first = runExclusively(a, 'sweep', async () => {
      started();
      return slowWork(log, 'a')();
    });
    await firstStarted;
    expect(await runExclusively(b, 'sweep', slowWork(log, 'b'))).toEqual({ ran: false });
    expect(await runExclusively(b, 'another sweep', async () => 'other')).toEqual({ ran: true, value: 'other' });
    expect(await first).toEqual({ ran: true, value: 'a' });
    expect(log).toEqual(['a start', 'a end']);
    // Once the first is done the lock is free again.
    expect(await runExclusively(b, 'sweep', slowWork(log, 'b', 0))).toEqual({ ran: true, value: 'b' });
  });

  it('on PostgreSQL: work that fails lets go of the lock', async (context) => {
    const [a, b] = await twoInstances();
    if (testDatabaseKind() !== 'postgres') context.skip('SQLite has no lock to let go of');
    await expect(runExclusively(a, 'sweep', async () => Promise.reject(new Error('sweep failed')))).rejects.toThrow('sweep failed');
    expect(await runExclusively(b, 'sweep', async () => 'again')).toEqual({ ran: true, value: 'again' });
  });

  it('on SQLite: runs every call (one server per file)', async (context) => {
    const [a, b] = await twoInstances();
    if (testDatabaseKind() !== 'sqlite') context.skip('PostgreSQL excludes; see above');
    const log: string[] = [];
    const results = await Promise.all([runExclusively(a, 'sweep', slowWork(log, 'a', 100)), runExclusively(b, 'sweep', slowWork(log, 'b', 100))]);
    expect(results).toEqual([{ ran: true, value: 'a' }, { ran: true, value: 'b' }]);
  });
});

describe('runInTurn', () => {
  it('makes a second caller wait for the first, then run', async () => {
    const [a, b] = await twoInstances();
    const log: string[] = [];
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const first = runInTurn(a, 'bootstrap', async () => {
      started();
      return slowWork(log, 'a', 300)();
    });
    await firstStarted;
    const second = runInTurn(b, 'bootstrap', slowWork(log, 'b', 0));
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    // SQLite runs both at once; PostgreSQL queues the second behind the first.
    if (testDatabaseKind() === 'postgres') expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});
