import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.js';
import { TABLES } from '../../server/db/tables.js';
import { createInlineDrawer } from '../../server/drawing-pool/index.js';
import { systemClock } from '../../server/clock.js';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { createDiagram, editDiagram } from '../support/api-expect.js';
import { runDsp, type Finished } from '../../harness/processes.js';
import { addNode, mermaidFlow, sequenceScene, serviceScene } from '../../harness/scenes.js';
import { startTestServer } from '../support/http-server.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../harness/test-database.js';
import type { VerifyReport } from '../../server/use-cases/diagrams/verify-chains.js';

// Moving an SQLite service to PostgreSQL (issue 17 "Moving data"): dsp admin copy of a
// database with several people, diagrams and histories; every row, revision, hash and chain
// arrives; dsp admin verify passes on the copy; a server on the copy serves and edits it;
// a non-empty target is refused unless --replace; and the copy goes back to SQLite alike.
// Needs PostgreSQL: runs in the PostgreSQL pass of npm test.
let source: ApiFixture;
let owner: TestUser;
let target: TestDatabase;
let back: TestDatabase;
const opened: Knex[] = [];

const sqliteUrl = (dataDir: string) => `sqlite:${join(dataDir, 'dsp.sqlite')}`;
const copy = (from: string, to: string, ...more: string[]): Promise<Finished> => runDsp(['admin', 'copy', '--from', from, '--to', to, ...more], {});

/** A database with histories: two people, a team, diagrams of one to seven revisions, keys, replays, usage. */
async function fillSource(): Promise<void> {
  owner = await source.user({ plan: 'pro', email: 'owner@copy.test' });
  await owner.addKey({ scope: 'read' });
  const teammate = await source.user({ email: 'mate@copy.test', team: 'Copy team', role: 'member' });
  await source.user({ email: 'viewer@copy.test', team: 'Copy team', role: 'viewer' });
  const long = await createDiagram(owner, { scene: serviceScene(4, { title: 'Long history' }), key: 'long', brief: 'Six edits', message: 'first' });
  for (let base = 1; base <= 6; base++) await editDiagram(owner, long.id, { baseRevision: base, ops: [addNode(`added${base}`)], message: `edit ${base}`, requestId: `long-${base}` });
  const flow = await createDiagram(owner, { mermaid: mermaidFlow(5) });
  await editDiagram(owner, flow.id, { baseRevision: 1, mermaid: mermaidFlow(7) });
  await editDiagram(owner, flow.id, { baseRevision: 2, restoreRevision: 1 });
  await createDiagram(owner, { scene: sequenceScene(), key: 'sequence' });
  const team = await createDiagram(teammate, { scene: serviceScene(3), key: 'team-map' });
  await editDiagram(teammate, team.id, { baseRevision: 1, brief: 'The team map' });
}

/** The columns the migrations declare boolean (SQLite answers 0/1 for them, PostgreSQL true/false), read from the source's schema so a new one is never missed. */
async function booleanColumns(table: string): Promise<Set<string>> {
  const columns = (await source.db.raw(`PRAGMA table_info(${table})`)) as Array<{ name: string; type: string }>;
  return new Set(columns.filter((column) => column.type.toLowerCase() === 'boolean').map((column) => column.name));
}

/** Every row of every copied table, in key order, booleans and numbers as JavaScript sees them. */
async function dump(db: Knex): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES.filter((t) => t.copy)) {
    const booleans = await booleanColumns(table.name);
    const rows = (await db(table.name).select('*').orderBy(table.key.map((column) => ({ column })))) as Array<Record<string, unknown>>;
    tables[table.name] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([column, value]) => [column, booleans.has(column) ? Boolean(value) : typeof value === 'bigint' ? Number(value) : value])),
    );
  }
  return tables;
}

async function verify(env: Record<string, string>): Promise<VerifyReport> {
  const run = await runDsp(['admin', 'verify'], env);
  expect(run.code, run.stdout + run.stderr).toBe(0);
  return JSON.parse(run.stdout) as VerifyReport;
}

describe.skipIf(testDatabaseKind() !== 'postgres')('dsp admin copy', () => {
  beforeAll(async () => {
    source = await startApiFixture({ drawer: 'inline', database: 'sqlite', startAt: '2026-04-01T08:00:00.000Z' });
    await fillSource();
    target = await createTestDatabase('dsp-copy-', 'postgres');
    back = await createTestDatabase('dsp-copy-back-', 'sqlite');
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.destroy()));
    await source?.close();
    await target?.drop();
    await back?.drop();
  });

  it('copies every table from SQLite to an empty PostgreSQL and prints the counts', { timeout: 120_000 }, async () => {
    const run = await copy(sqliteUrl(source.dataDir), target.settings.url!);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { tables: Record<string, number>; rows: number };
    const expected = await dump(source.db);
    expect(report.tables).toEqual(Object.fromEntries(Object.entries(expected).map(([table, rows]) => [table, rows.length])));
    expect(report.tables).toMatchObject({ people: 3, diagrams: 4, revisions: 13 });
    expect(run.stderr).toContain('revisions: 13 rows');

    const copied = await openDatabase(target.settings);
    opened.push(copied);
    expect(await dump(copied)).toEqual(expected);
  });

  it('leaves every revision, hash and chain equal, and dsp admin verify passes on the copy', { timeout: 60_000 }, async () => {
    const columns = ['diagram_id', 'revision', 'hash', 'chain', 'scene', 'svg', 'computed'];
    const copied = opened[0]!;
    const order = ['diagram_id', 'revision'];
    expect(await copied('revisions').select(columns).orderBy(order)).toEqual(await source.db('revisions').select(columns).orderBy(order));
    const before = await verify(source.database.env);
    const after = await verify(target.env);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ diagrams: 4, revisions: 13, ok: true, unchained: 0 });
  });

  it('gives a server on the copy the same answers, and it edits on from the copied heads', { timeout: 60_000 }, async () => {
    const copied = opened[0]!;
    const drawer = createInlineDrawer({ log: () => {} });
    await drawer.ready();
    const server = await startTestServer({ context: { db: copied, clock: systemClock }, drawer, config: { webUrl: 'https://dsp.test' } });
    try {
      const onCopy = apiClient(server.url, { authorization: `Bearer ${owner.key}` });
      const listed = await onCopy.get<{ diagrams: Array<{ id: string }> }>('/v1/diagrams');
      expect(listed.body).toEqual((await owner.get<{ diagrams: unknown[] }>('/v1/diagrams')).body);
      for (const { id } of listed.body.diagrams) {
        const [there, here] = [await onCopy.get(`/v1/diagrams/${id}?view=dsp`), await owner.get(`/v1/diagrams/${id}?view=dsp`)];
        expect(there.status).toBe(200);
        expect(there.body).toEqual(here.body);
      }
      // A retry of an edit made before the move is still recognised.
      const long = await onCopy.get<{ id: string; revision: number }>('/v1/diagrams/long');
      const replay = await onCopy.post<{ replayed?: boolean; revision: number }>(`/v1/diagrams/${long.body.id}/revisions`, { baseRevision: 6, ops: [addNode('added6')], message: 'edit 6', requestId: 'long-6' });
      expect(replay.body).toMatchObject({ replayed: true, revision: 7 });
      const next = await editDiagram(onCopy, long.body.id, { baseRevision: 7, ops: [addNode('after-the-move')] });
      expect(next.revision).toBe(8);
      expect((await verify(target.env)).ok).toBe(true);
    } finally {
      await server.close();
      await drawer.close();
    }
  });

  it('refuses a target that holds rows, writing nothing; --replace empties it and copies again', { timeout: 120_000 }, async () => {
    const copied = opened[0]!;
    const before = await dump(copied);
    const refused = await copy(sqliteUrl(source.dataDir), target.settings.url!);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^dsp admin: TARGET_NOT_EMPTY: .+--replace.+\n$/);
    expect(await dump(copied)).toEqual(before);

    const replaced = await copy(sqliteUrl(source.dataDir), target.settings.url!, '--replace', '--batch-size', '3');
    expect(replaced.code, replaced.stderr).toBe(0);
    // The edit made on the copy is gone: the target is the source again.
    expect(await dump(copied)).toEqual(await dump(source.db));
    expect((await verify(target.env)).ok).toBe(true);
  });

  it('copies back from PostgreSQL to a new SQLite file alike', { timeout: 120_000 }, async () => {
    const run = await copy(target.settings.url!, sqliteUrl(back.dataDir));
    expect(run.code, run.stderr).toBe(0);
    const copiedBack = await openDatabase(back.settings);
    opened.push(copiedBack);
    expect(await dump(copiedBack)).toEqual(await dump(source.db));
    expect((await verify(back.env)).ok).toBe(true);
  });

  it('answers usage errors and an unreachable database on one line', async () => {
    const same = await copy(sqliteUrl(source.dataDir), sqliteUrl(source.dataDir));
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('--from and --to name the same database');
    const other = await copy('mysql://x', target.settings.url!);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('--from and --to must be postgres://');
    const unreachable = await copy(sqliteUrl(source.dataDir), 'postgres://postgres@127.0.0.1:1/nowhere');
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^dsp admin: DATABASE_UNAVAILABLE: .+\n$/);
  });
});
