import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'dsp-derive-'));
function dsp(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['bin/dsp.mjs', ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const PRISMA = `model User {
  id    Int    @id
  email String @unique
  posts Post[]
}

model Post {
  id       Int  @id
  authorId Int
  author   User @relation(fields: [authorId], references: [id])
}
`;

// Each run starts the CLI from its TypeScript sources: several seconds on a busy machine.
describe('dsp derive', { timeout: 90_000 }, () => {
  it('draws a schema.prisma as an ER diagram (-o er.svg) and sums up what it read on stderr', () => {
    const schema = join(dir, 'schema.prisma');
    writeFileSync(schema, PRISMA);
    const out = dsp(['derive', schema, '-o', join(dir, 'er.svg')]);
    expect(out.code).toBe(0);
    expect(out.stderr).toBe(`${schema}: 2 tables, 4 columns, 1 relations, 0 enums, 0 skipped; 4 operations: tables +2 -0 ~0, relations +1 -0 ~0\n`);
    const svg = readFileSync(join(dir, 'er.svg'), 'utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('>authorId</text>');
  });

  it('reads standard input with --format, prints the scene, and says skipped statements with their line', () => {
    const out = dsp(['derive', '-', '--format', 'sql'], 'SET client_encoding = \'UTF8\';\nCREATE TABLE a (id int PRIMARY KEY);\nCREATE INDEX a_id ON a (id);\n');
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).elements.map((element: { id: string }) => element.id)).toEqual(['a']);
    expect(out.stderr).toContain('<stdin>:1:1: info skipped session: session settings are not part of the schema\n');
    expect(out.stderr).toContain('<stdin>:3:1: info skipped index: indexes are not drawn\n');
    expect(dsp(['derive', '-'], 'CREATE TABLE a (id int);').code).toBe(2);
  });

  it('refuses a column-mutating ALTER with file:line:col, the code and a hint (exit 1)', () => {
    const file = join(dir, 'migration.sql');
    writeFileSync(file, 'CREATE TABLE a (id int);\n\nALTER TABLE a ADD COLUMN b int;\n');
    const out = dsp(['derive', file, '--json']);
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(new RegExp(`^${file}:3:15: DERIVE_PARSE_ERROR .+\\n  hint: .*snapshot`));
    expect(JSON.parse(out.stdout)).toMatchObject({ applied: false, error: { code: 'DERIVE_PARSE_ERROR', line: 3, column: 15 } });
  });

  it('keeps a scene file in step with --into: unchanged snapshot leaves it byte for byte, a new column changes that table only', () => {
    const schema = join(dir, 'db.sql');
    const scene = join(dir, 'scene.json');
    writeFileSync(schema, 'CREATE TABLE a (id int PRIMARY KEY);\nCREATE TABLE b (id int PRIMARY KEY, a_id int REFERENCES a (id));\n');
    expect(dsp(['derive', schema, '--into', scene]).code).toBe(0);
    const first = readFileSync(scene, 'utf8');
    const again = dsp(['derive', schema, '--into', scene, '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ applied: false, ops: [] });
    expect(readFileSync(scene, 'utf8')).toBe(first);

    writeFileSync(schema, 'CREATE TABLE a (id int PRIMARY KEY, name text);\nCREATE TABLE b (id int PRIMARY KEY, a_id int REFERENCES a (id));\n');
    const next = dsp(['derive', schema, '--into', scene, '--json']);
    expect(JSON.parse(next.stdout).ops.map((op: { op: string; id: string }) => `${op.op}:${op.id}`)).toEqual(['updateNode:a']);
    const [before, after] = [JSON.parse(first), JSON.parse(readFileSync(scene, 'utf8'))];
    const layoutOf = (doc: { elements: Array<{ id: string; layout?: unknown }> }, id: string) => doc.elements.find((element) => element.id === id)?.layout;
    expect(layoutOf(after, 'b')).toEqual(layoutOf(before, 'b'));
    expect(after.elements.find((element: { id: string }) => element.id === 'a').extensions.columns.map((column: { name: string }) => column.name)).toEqual(['id', 'name']);
  }, 180_000);
});
