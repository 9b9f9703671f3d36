import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';

// docs/derive.md's CI example, docs/examples/derive-on-push.sh, run as a CI job runs it:
// against a real server, on a schema file that changes between pushes.
const run = promisify(execFile);
const SCRIPT = new URL('../../docs/examples/derive-on-push.sh', import.meta.url).pathname;

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

const SCHEMA = 'CREATE TABLE authors (id integer PRIMARY KEY, name text NOT NULL);\nCREATE TABLE books (id integer PRIMARY KEY, author_id integer NOT NULL REFERENCES authors (id));\n';

describe('docs/examples/derive-on-push.sh', () => {
  it('makes the diagram on the first push, saves nothing when the schema is unchanged, a revision when it changed, and fails on a broken schema', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'derive-ci-'));
    const schema = join(folder, 'schema.sql');
    const env = { ...process.env, DSP_URL: api.url, DSP_API_KEY: user.key, DSP_DIAGRAM: 'library-er', GITHUB_SHA: 'abc1234' };
    const push = async () => JSON.parse((await run('sh', [SCRIPT, schema], { env })).stdout) as Record<string, unknown>;

    writeFileSync(schema, SCHEMA);
    expect(await push()).toMatchObject({ key: 'library-er', revision: 1, created: true });
    expect(await push()).toMatchObject({ applied: false, revision: 1 });
    writeFileSync(schema, SCHEMA.replace('name text NOT NULL', 'name text NOT NULL, born date'));
    expect(await push()).toMatchObject({ applied: true, revision: 2, report: { changes: { columnsAdded: ['authors.born'] } } });
    const history = await user.get<{ revisions: Array<Record<string, unknown>> }>('/v1/diagrams/library-er/revisions');
    expect(history.body.revisions.map((r) => [r.revision, r.createdByKind, r.message])).toEqual([[2, 'derive', 'schema at abc1234'], [1, 'derive', 'schema at abc1234']]);

    writeFileSync(schema, `${SCHEMA}ALTER TABLE books ADD COLUMN title text;\n`);
    const failed = await run('sh', [SCRIPT, schema], { env }).then(() => undefined, (error: { code: number; stdout: string; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(JSON.parse(failed!.stdout)).toMatchObject({ code: 'DERIVE_PARSE_ERROR', line: 3 });
    expect(failed!.stderr).toContain('HTTP 422');
  }, 120_000);
});
