import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { exportedSchemaFiles, SCHEMA_BASE_URI } from '../../schema/index.js';
import { startTestServer, type RunningServer } from '../support/http-server.js';
import { ROOT } from '../../harness/processes.js';

// The package's dsp-diagrams/schemas/* files: committed, up to date, served as the same bytes.
const folder = fileURLToPath(new URL('../../schemas/', import.meta.url));
const generated = exportedSchemaFiles();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function committedFiles(): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length))
    .sort();
}

describe('the exported JSON Schemas', () => {
  it('are committed exactly as the sources generate them (npx tsx scripts/write-schemas.ts)', () => {
    expect(committedFiles()).toEqual(Object.keys(generated).sort());
    for (const [file, text] of Object.entries(generated)) expect(readFileSync(join(folder, file), 'utf8'), `schemas/${file} is stale`).toBe(text);
  });

  it('carry stable $ids named like their files', () => {
    for (const [file, text] of Object.entries(generated)) expect((JSON.parse(text) as { $id: string }).$id).toBe(`${SCHEMA_BASE_URI}/${file}`);
  });

  it('compile together in ajv: a body refers to scene.json and ops.json by $id', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const text of Object.values(generated)) ajv.addSchema(JSON.parse(text) as object);
    const edit = ajv.getSchema(`${SCHEMA_BASE_URI}/api/create-revision.json`)!;
    expect(edit({ baseRevision: 1, ops: [{ op: 'deleteElement', id: 'a' }] })).toBe(true);
    expect(edit({ baseRevision: 1, ops: [{ op: 'noSuchOp' }] })).toBe(false);
    const create = ajv.getSchema(`${SCHEMA_BASE_URI}/api/create-diagram.json`)!;
    expect(create({ scene: { schemaVersion: '0.1', scene: { id: 's' }, elements: [] } })).toBe(true);
    expect(create({ scene: { schemaVersion: '0.2', scene: { id: 's' }, elements: [] } })).toBe(false);
  });

  it('are what the service serves at /schemas/..., byte for byte (the first names too)', async () => {
    const served: Array<[string, string]> = [...Object.keys(generated).map((file): [string, string] => [file, file]), ['scene.schema.json', 'scene.json'], ['ops.schema.json', 'ops.json']];
    for (const [path, file] of served) {
      const response = await fetch(`${server.url}/schemas/${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/schema+json');
      expect(await response.text(), path).toBe(generated[file]);
    }
    expect((await fetch(`${server.url}/schemas/api/nothing.json`)).status).toBe(404);
  });

  it('resolve by the package name: dsp-diagrams/schemas/scene.json is schemas/scene.json', () => {
    const script = 'console.log(import.meta.resolve("dsp-diagrams/schemas/scene.json"), import.meta.resolve("dsp-diagrams/schemas/api/preview.json"))';
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split(' ').map((url) => fileURLToPath(url))).toEqual([join(folder, 'scene.json'), join(folder, 'api/preview.json')]);
  });
});
