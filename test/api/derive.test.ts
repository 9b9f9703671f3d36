import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { jsonLines } from '../support/api-client.js';
import { createDiagram, editDiagram, expectError, revisionNumbers } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';
import { sessionClient, signIn } from '../support/people.js';

// POST /v1/diagrams/{id}/derive, POST /v1/diagrams/derive-preview and POST /v1/diagrams
// {derive}: over HTTP on the run's database (SQLite, or PostgreSQL with
// DSP_TEST_DATABASE=postgres).
let api: ApiFixture;
let user: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  user = await api.user();
});
afterAll(async () => {
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

const SHOP = `-- pg_dump --schema-only shape
SET statement_timeout = 0;
CREATE TABLE public.customers (
    id integer NOT NULL,
    email text NOT NULL
);
CREATE TABLE public.orders (
    id integer NOT NULL,
    customer_id integer NOT NULL,
    total numeric(10,2)
);
CREATE INDEX orders_customer ON public.orders USING btree (customer_id);
ALTER TABLE ONLY public.customers ADD CONSTRAINT customers_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.orders ADD CONSTRAINT orders_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.orders ADD CONSTRAINT orders_customer_fk FOREIGN KEY (customer_id) REFERENCES public.customers(id);
`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface Report {
  format: string;
  counts: { tables: number; columns: number; relations: number; enums: number; skipped: number };
  changes: Record<string, string[]>;
  skipped: Array<{ construct: string; reason: string; line: number; column: number }>;
  warnings: Array<{ code: string; data: { kind: string; from: string; to: string } }>;
}
interface Derived {
  id: string;
  applied: boolean;
  revision: number;
  deriveFormat: string;
  deriveSourceSha256: string;
  operations: Array<{ op: string; id?: string }>;
  report: Report;
}
interface Placed {
  id: string;
  kind: string;
  label?: string;
  layout?: { mode: string; x?: number; y?: number };
  metadata?: Record<string, unknown>;
}

async function createFromSql(source = SHOP): Promise<string> {
  const created = await user.post<{ id: string; revision: number; report: Report }>('/v1/diagrams', { derive: { format: 'sql', source }, message: 'from the schema' });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

async function derive(id: string, source: string, format = 'sql') {
  return user.post<Derived>(`/v1/diagrams/${id}/derive`, { format, source });
}

async function elementsOf(id: string): Promise<Map<string, Placed>> {
  const read = await user.get<{ scene: { elements: Placed[] } }>(`/v1/diagrams/${id}?view=dsp`);
  expect(read.status, read.text).toBe(200);
  return new Map(read.body.scene.elements.map((element) => [element.id, element]));
}

const where = (element: Placed | undefined) => ({ x: element?.layout?.x, y: element?.layout?.y });

describe('POST /v1/diagrams {derive}', () => {
  it('makes a diagram whose first revision is the derive, with the report and its provenance', async () => {
    const created = await user.post<{ id: string; revision: number; created: boolean; report: Report }>('/v1/diagrams', { derive: { format: 'sql', source: SHOP }, key: 'shop-er' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ revision: 1, created: true, report: { format: 'sql', counts: { tables: 2, columns: 5, relations: 1, enums: 0 } } });
    expect(created.body.report.skipped.map((s) => [s.construct, s.line])).toEqual([['session', 2], ['index', 12]]);
    const elements = await elementsOf(created.body.id);
    expect([...elements.values()].filter((e) => e.kind === 'node').map((e) => e.label).sort()).toEqual(['customers', 'orders']);
    const history = await user.get<{ revisions: Array<Record<string, unknown>> }>(`/v1/diagrams/${created.body.id}/revisions`);
    expect(history.body.revisions[0]).toMatchObject({ revision: 1, createdByKind: 'derive', createdVia: 'api', deriveFormat: 'sql', deriveSourceSha256: sha256(SHOP) });
    // The same key and snapshot again: the same diagram (a retry), with the report.
    const again = await user.post<{ id: string; created: boolean; report: Report }>('/v1/diagrams', { derive: { format: 'sql', source: SHOP }, key: 'shop-er' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: created.body.id, created: false, report: { counts: { tables: 2 } } });
  });

  it('from Prisma and DBML too; with scene beside it: 400 BODY_INVALID', async () => {
    const prisma = 'model User {\n  id    Int    @id\n  posts Post[]\n}\n\nmodel Post {\n  id       Int  @id\n  authorId Int\n  author   User @relation(fields: [authorId], references: [id])\n}\n';
    const fromPrisma = await user.post<{ report: Report }>('/v1/diagrams', { derive: { format: 'prisma', source: prisma } });
    expect(fromPrisma.status, fromPrisma.text).toBe(201);
    expect(fromPrisma.body.report.counts).toMatchObject({ tables: 2, relations: 1 });
    const dbml = 'Table users {\n  id int [pk]\n}\nTable posts {\n  id int [pk]\n  user_id int [ref: > users.id]\n}\n';
    const fromDbml = await user.post<{ report: Report }>('/v1/diagrams', { derive: { format: 'dbml', source: dbml } });
    expect(fromDbml.status, fromDbml.text).toBe(201);
    expect(fromDbml.body.report.counts).toMatchObject({ tables: 2, relations: 1 });
    expectError(await user.post('/v1/diagrams', { derive: { format: 'sql', source: SHOP }, scene: serviceScene(2) }), 400, 'BODY_INVALID');
    expectError(await user.post('/v1/diagrams', { derive: { format: 'xml', source: SHOP } }), 400, 'BODY_INVALID');
  }, 120_000); // the first Prisma and DBML derives load their parsers (seconds on a busy machine)
});

describe('POST /v1/diagrams/{id}/derive', () => {
  it('the same snapshot twice: applied false, no revision', async () => {
    const id = await createFromSql();
    const again = await derive(id, SHOP);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ id, applied: false, revision: 1, operations: [], deriveFormat: 'sql', deriveSourceSha256: sha256(SHOP) });
    expect(again.body.report.counts.tables).toBe(2);
    expect(await revisionNumbers(user, id)).toEqual([1]);
  });

  it('a column added: one operation, a new revision recorded as derive, nothing else moves', async () => {
    const id = await createFromSql();
    const before = await elementsOf(id);
    const source = SHOP.replace('    email text NOT NULL\n', '    email text NOT NULL,\n    name text\n');
    const answer = await derive(id, source);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ applied: true, revision: 2, deriveSourceSha256: sha256(source) });
    expect(answer.body.operations).toHaveLength(1);
    expect(answer.body.operations[0]).toMatchObject({ op: 'updateNode' });
    expect(answer.body.report.changes.columnsAdded).toEqual(['public.customers.name']);
    const after = await elementsOf(id);
    for (const [elementId, element] of before) if (element.kind === 'node') expect(where(after.get(elementId)), elementId).toEqual(where(element));
    const history = await user.get<{ revisions: Array<Record<string, unknown>> }>(`/v1/diagrams/${id}/revisions`);
    expect(history.body.revisions[0]).toMatchObject({ revision: 2, createdByKind: 'derive', deriveFormat: 'sql', deriveSourceSha256: sha256(source), summary: { added: 0, removed: 0, modified: 1 } });
  });

  it('a table renamed: POSSIBLE_RENAME, and a delete and an add (never a guessed rename)', async () => {
    const id = await createFromSql();
    const source = SHOP.replaceAll('public.customers', 'public.clients').replace('customers_pkey', 'clients_pkey');
    const answer = await derive(id, source);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.report.warnings).toEqual([expect.objectContaining({ code: 'POSSIBLE_RENAME', data: { kind: 'table', from: 'public.customers', to: 'public.clients' } })]);
    const kinds = answer.body.operations.map((op) => op.op);
    expect(kinds).toContain('deleteElement');
    expect(kinds).toContain('createNode');
    expect(answer.body.report.changes).toMatchObject({ tablesRemoved: ['public.customers'], tablesAdded: ['public.clients'] });
  });

  it('hand-made notes and positions survive a later derive', async () => {
    const id = await createFromSql();
    const before = await elementsOf(id);
    const orders = [...before.values()].find((e) => e.label === 'orders')!;
    await editDiagram(user, id, {
      baseRevision: 1,
      ops: [
        { op: 'createNode', id: 'note-1', nodeType: 'note', label: 'Totals are in cents', x: 40, y: 600, width: 180, height: 60 },
        { op: 'moveElement', id: orders.id, delta: { dx: 300, dy: 120 } },
      ],
    });
    const moved = where((await elementsOf(id)).get(orders.id));
    const answer = await derive(id, SHOP.replace('    total numeric(10,2)\n', '    total numeric(10,2),\n    shipped_at timestamp\n'));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ applied: true, revision: 3 });
    const after = await elementsOf(id);
    expect(after.get('note-1')).toMatchObject({ label: 'Totals are in cents', layout: { x: 40, y: 600 } });
    expect(where(after.get(orders.id))).toEqual(moved);
    expect(answer.body.operations.map((op) => op.id)).not.toContain('note-1');
  });

  it('a column-changing ALTER: 422 DERIVE_PARSE_ERROR at its line, with the hint; nothing saved', async () => {
    const id = await createFromSql();
    const source = `${SHOP}ALTER TABLE public.orders ADD COLUMN note text;\n`;
    const refused = await derive(id, source);
    expectError(refused, 422, 'DERIVE_PARSE_ERROR', { line: 16, column: expect.any(Number), hint: expect.stringMatching(/snapshot/i) });
    expect(await revisionNumbers(user, id)).toEqual([1]);
    const garbled = await derive(id, 'model User {\n  id Int @id\n  name String @@@\n}\n', 'prisma');
    expectError(garbled, 422, 'DERIVE_PARSE_ERROR', { line: 3, column: expect.any(Number), hint: expect.any(String) });
  });

  it('over 1,000 elements: the element limit\'s error (422 VALIDATION_FAILED, TOO_MANY_ELEMENTS)', async () => {
    const id = await createFromSql();
    const tables = Array.from({ length: 1001 }, (_, i) => `CREATE TABLE t${i} (id integer PRIMARY KEY);`).join('\n');
    const refused = await derive(id, tables);
    expectError(refused, 422, 'VALIDATION_FAILED', { errors: [expect.objectContaining({ code: 'TOO_MANY_ELEMENTS', path: '$.elements' })] });
    expect(await revisionNumbers(user, id)).toEqual([1]);
  });

  it('a diagram that is not entity-relationship: 422 DERIVE_FAMILY_UNSUPPORTED', async () => {
    const { id } = await createDiagram(user, { scene: serviceScene(3) });
    expectError(await derive(id, SHOP), 422, 'DERIVE_FAMILY_UNSUPPORTED');
    expect(await revisionNumbers(user, id)).toEqual([1]);
  });

  it('a read key: 403 READ_ONLY; an unknown diagram: 404; no key: 401', async () => {
    const id = await createFromSql();
    const reader = await user.addKey({ scope: 'read' });
    expectError(await reader.post(`/v1/diagrams/${id}/derive`, { format: 'sql', source: SHOP }), 403, 'READ_ONLY');
    expectError(await derive('dgm_missing', SHOP), 404, 'NOT_FOUND');
    expectError(await api.anonymous.post(`/v1/diagrams/${id}/derive`, { format: 'sql', source: SHOP }), 401, 'AUTH_REQUIRED');
  });

  it('a signed-in person may derive (with the website\'s Origin; without it: 403 CROSS_ORIGIN_REFUSED)', async () => {
    const id = await createFromSql();
    const { client, token } = await signIn(api.url, api.outboxDir, user.email);
    const source = SHOP.replace('    email text NOT NULL\n', '    email text NOT NULL,\n    phone text\n');
    expectError(await sessionClient(api.url, token, null).post(`/v1/diagrams/${id}/derive`, { format: 'sql', source }), 403, 'CROSS_ORIGIN_REFUSED');
    const answer = await client.post<Derived>(`/v1/diagrams/${id}/derive`, { format: 'sql', source });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ applied: true, revision: 2 });
    const history = await user.get<{ revisions: Array<Record<string, unknown>> }>(`/v1/diagrams/${id}/revisions`);
    expect(history.body.revisions[0]).toMatchObject({ revision: 2, createdByKind: 'derive', createdVia: 'api' });
  });

  it('the export shows each revision\'s provenance', async () => {
    const id = await createFromSql();
    const source = SHOP.replace('    email text NOT NULL\n', '    email text NOT NULL,\n    name text\n');
    await derive(id, source);
    const exported = await user.get(`/v1/diagrams/${id}/export`);
    expect(exported.status).toBe(200);
    const lines = jsonLines<Record<string, unknown>>(exported.text);
    expect(lines.map((line) => [line.revision, line.createdByKind, line.deriveFormat, line.deriveSourceSha256])).toEqual([
      [1, 'derive', 'sql', sha256(SHOP)],
      [2, 'derive', 'sql', sha256(source)],
    ]);
  });
});

describe('POST /v1/diagrams/derive-preview', () => {
  it('without a key: the operations, the report and the SVG', async () => {
    const preview = await api.anonymous.post<{ operations: Array<{ op: string }>; report: Report; output: { mimeType: string; content: string; width: number }; diagnostics: unknown[] }>('/v1/diagrams/derive-preview', { format: 'sql', source: SHOP });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.operations.map((op) => op.op)).toEqual(['updateScene', 'createNode', 'createNode', 'createEdge']);
    expect(preview.body.report.counts).toMatchObject({ tables: 2, relations: 1 });
    expect(preview.body.output.mimeType).toBe('image/svg+xml');
    expect(preview.body.output.content).toMatch(/^<svg[^>]*>[\s\S]*customers[\s\S]*<\/svg>\s*$/);
    expect(await revisionNumbers(user, await createFromSql())).toEqual([1]);
  });

  it('refuses what a derive refuses, with the same codes', async () => {
    expectError(await api.anonymous.post('/v1/diagrams/derive-preview', { format: 'sql', source: 'CREATE TABLE (;' }), 422, 'DERIVE_PARSE_ERROR', { line: 1 });
    expectError(await api.anonymous.post('/v1/diagrams/derive-preview', { format: 'sql', source: '' }), 400, 'BODY_INVALID');
    expectError(await api.anonymous.post('/v1/diagrams/derive-preview', { format: 'sql', source: SHOP, message: 'x' }), 400, 'BODY_INVALID');
  });
});
