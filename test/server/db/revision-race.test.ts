import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { diagrams } from '../../../server/db/repositories/diagrams.js';
import { revisions, type RevisionRow } from '../../../server/db/repositories/revisions.js';
import { databaseFailure } from '../../../server/db/errors.js';
import { databasePerTest } from '../../support/database-per-test.js';

// How a revision number is won (edit-diagram.ts): in one transaction, diagrams.advance
// moves the head from the number the edit read to the next one, and the revision row is
// inserted under the (diagram, revision) primary key. Two connections stand for two
// service processes. On PostgreSQL (READ COMMITTED) the second UPDATE waits for the first
// transaction and then finds the head moved; on SQLite the second transaction waits to
// begin. Either way the database picks one winner and no number is used twice.
const databases = databasePerTest('dsp-race-');

const AT = '2026-01-01T00:00:00.000Z';

async function twoConnections(): Promise<[Knex, Knex]> {
  return [await databases.connect(), await databases.connect()];
}

function revisionRow(diagramId: string, revision: number): RevisionRow {
  return {
    diagram_id: diagramId, revision, scene: '{}', computed: null, hash: `sha256:${revision}`, chain: null, svg: '<svg/>', message: null, summary: null,
    changed: null, warnings: null, created_at: AT, created_by: null, created_by_kind: 'agent', created_via: 'api', proposal_id: null,
    approved_by_user_id: null, derive_format: null, derive_source_sha256: null,
  };
}

/** A workspace with one diagram at revision 1. */
async function seedDiagram(db: Knex, id = 'dgm_race'): Promise<string> {
  await db('workspaces').insert({ id: 'wsp_race', name: 'Race', kind: 'personal', plan: 'pro', paid_seats: 0, public_sharing: true, created_at: AT });
  await diagrams.insert(db, {
    id, workspace_id: 'wsp_race', key: null, title: null, brief: null, visibility: 'private', made_public_at: null, revision: 1,
    created_by: null, created_at: AT, updated_at: AT, deleted_at: null,
  });
  await revisions.insert(db, revisionRow(id, 1));
  return id;
}

/** One edit as edit-diagram.ts writes it: advance the head from `base`, then insert the revision. */
function save(db: Knex, id: string, base: number, holdMs = 0, onAdvanced?: () => void): Promise<boolean> {
  return db.transaction(async (trx) => {
    const moved = await diagrams.advance(trx, id, base, { revision: base + 1, updated_at: AT });
    if (moved === 0) return false;
    onAdvanced?.();
    if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
    await revisions.insert(trx, revisionRow(id, base + 1));
    return true;
  });
}

const numbers = async (db: Knex, id: string) => (await db('revisions').where({ diagram_id: id }).orderBy('revision').pluck('revision')).map(Number);

describe('two connections saving on one base', () => {
  it('the first to move the head wins; the second, waiting for it, finds the head moved and writes nothing', async () => {
    const [a, b] = await twoConnections();
    const id = await seedDiagram(a);
    let advanced!: () => void;
    const firstAdvanced = new Promise<void>((resolve) => (advanced = resolve));
    const first = save(a, id, 1, 300, advanced);
    await firstAdvanced;
    // The first transaction is open and holds the head; the second starts now.
    const second = save(b, id, 1);
    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(await numbers(b, id)).toEqual([1, 2]);
    expect(Number((await diagrams.byId(b, id))!.revision)).toBe(2);
  });

  it('a revision number inserted twice is refused by the primary key as a unique violation', async () => {
    const [a, b] = await twoConnections();
    const id = await seedDiagram(a);
    await revisions.insert(a, revisionRow(id, 2));
    const refused = await revisions.insert(b, revisionRow(id, 2)).then(() => null, (error: unknown) => error);
    expect(databaseFailure(refused)).toBe('unique');
  });
});

describe('many saves from two connections, each retrying from the head it reads', () => {
  it('number the revisions 1..n without a gap or a repeat', { timeout: 60_000 }, async () => {
    const [a, b] = await twoConnections();
    const id = await seedDiagram(a);
    const WRITERS = 16;
    const writer = async (db: Knex): Promise<number> => {
      for (;;) {
        const head = Number((await diagrams.byId(db, id))!.revision);
        // Lost the round (another save moved the head since it was read): read it again.
        if (await save(db, id, head)) return head + 1;
      }
    };
    const won = await Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(i % 2 === 0 ? a : b)));
    expect([...won].sort((x, y) => x - y)).toEqual(Array.from({ length: WRITERS }, (_, i) => i + 2));
    expect(await numbers(a, id)).toEqual(Array.from({ length: WRITERS + 1 }, (_, i) => i + 1));
  });
});
