import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api-client.js';
import { expectError } from '../support/api-expect.js';
import { call } from '../support/mcp-client.js';
import { freePort, ROOT, serverHome, startServerProcess, type ServerHome, type ServerProcess } from '../../harness/processes.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../harness/test-database.js';
import { mermaidFlow, serviceScene } from '../../harness/scenes.js';
import { openDatabase } from '../../server/db/connect.js';
import { listTables } from '../../server/db/introspect.js';

// Issue 27, defect 5, seen on the real service (`node --import tsx server/main.ts`): where
// the image-link secret lives on a start with no setting, and instances sharing DSP_SECRET
// (docs/operating.md "Settings of each instance").
const homes: ServerHome[] = [];
const servers: ServerProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
const SHARED_SECRET = 'one secret for every instance, 32 characters or more';

afterAll(async () => {
  for (const server of servers) {
    server.kill('SIGKILL');
    await server.exited;
  }
  for (const home of homes) await home.dispose();
  for (const cleanup of cleanups) await cleanup();
});

/** The owner's client on a server, a diagram it made, and the path of its signed SVG link. */
async function signedLinkOn(server: ServerProcess, key: string): Promise<string> {
  const owner = apiClient(server.url, { authorization: `Bearer ${key}` });
  const created = await owner.post<{ id: string }>('/v1/diagrams', { scene: serviceScene(2) });
  expect(created.status, created.text).toBe(201);
  const links = await owner.get<{ svg: string }>(`/v1/diagrams/${created.body.id}/render`);
  expect(links.status, links.text).toBe(200);
  const url = new URL(links.body.svg);
  return `${url.pathname}${url.search}`;
}

/** Whether any text in any table of the database contains `needle`. */
async function databaseHolds(database: TestDatabase, needle: string): Promise<boolean> {
  const db = await openDatabase(database.settings);
  try {
    for (const table of await listTables(db)) {
      for (const row of (await db(table).select()) as Array<Record<string, unknown>>) {
        if (Object.values(row).some((cell) => (typeof cell === 'string' || Buffer.isBuffer(cell)) && cell.toString().includes(needle))) return true;
      }
    }
    return false;
  } finally {
    await db.destroy();
  }
}

describe('a start with no DSP_SECRET (npm start with nothing else)', () => {
  it('makes <data dir>/secret once, readable by its owner only, keeps it out of the database, and its links survive a restart', { timeout: 180_000 }, async () => {
    const home = await serverHome('dsp-secret-file-');
    homes.push(home);
    const first = await home.start();
    const path = await signedLinkOn(first, first.ownerKey!);
    expect((await apiClient(first.url).get(path)).status).toBe(200);

    const file = join(home.dataDir, 'secret');
    const secret = (await readFile(file, 'utf8')).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await databaseHolds(home.database, secret)).toBe(false);
    // On PostgreSQL each instance would have its own file: said at start.
    const warned = first.output().includes('DSP_SECRET is not set');
    expect(warned, first.output()).toBe(testDatabaseKind() === 'postgres');

    first.kill('SIGTERM');
    await first.exited;
    const second = await home.start();
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await apiClient(second.url).get(path)).status).toBe(200);
  });
});

describe('dsp mcp over stdio on the service\'s data directory', () => {
  it('signs with the same secret as the service: the links its renders return open there', { timeout: 180_000 }, async () => {
    const home = await serverHome('dsp-secret-stdio-');
    homes.push(home);
    const server = await home.start();
    servers.push(server);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['bin/dsp.mjs', 'mcp'],
      cwd: ROOT,
      env: { ...(process.env as Record<string, string>), ...home.database.env, DSP_API_KEY: server.ownerKey! },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'dsp-secret-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const created = await call<{ id: string }>(client, 'diagram_create', { mermaid: mermaidFlow(3) });
      const rendered = await call<{ links: { svg: string } }>(client, 'diagram_render', { id: created.id, format: 'svg' });
      const link = new URL(rendered.links.svg);
      const answer = await apiClient(server.url).get(`${link.pathname}${link.search}`);
      expect(answer.status, answer.text).toBe(200);
    } finally {
      await client.close();
    }
  });
});

describe('a DSP_SECRET too short to resist guessing', () => {
  it('stops the start, saying how to make one', { timeout: 60_000 }, async () => {
    const home = await serverHome('dsp-secret-short-');
    homes.push(home);
    const refused = startServerProcess(home.database.env, home.port, { DSP_SECRET: 'password123' });
    await expect(refused).rejects.toThrow(/DSP_SECRET must be at least 32 characters \(make one with: openssl rand -base64 32\)/);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('instances on one PostgreSQL, each with its own data directory', () => {
  it('sharing DSP_SECRET open each other\'s links; one started with another secret refuses them and says so', { timeout: 240_000 }, async () => {
    const database = await createTestDatabase('dsp-secret-shared-');
    cleanups.push(() => database.drop());
    const instanceEnv = async (secret: string) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'dsp-secret-instance-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      return { DATABASE_URL: database.env.DATABASE_URL!, DSP_DATA_DIR: dataDir, DSP_SECRET: secret };
    };
    const a = await startServerProcess(await instanceEnv(SHARED_SECRET), await freePort());
    servers.push(a);
    const b = await startServerProcess(await instanceEnv(SHARED_SECRET), await freePort());
    servers.push(b);
    const key = a.ownerKey!;
    const fromA = await signedLinkOn(a, key);
    const fromB = await signedLinkOn(b, key);
    for (const server of [a, b]) {
      for (const path of [fromA, fromB]) expect((await apiClient(server.url).get(path)).status, `${path} on ${server.url}`).toBe(200);
      expect(server.output()).not.toContain('DSP_SECRET is not set');
    }
    expect(b.output()).not.toContain('is not the one the database last saw');

    const stranger = await startServerProcess(await instanceEnv(SHARED_SECRET.replace('one', 'another')), await freePort());
    servers.push(stranger);
    expect(stranger.output()).toContain('is not the one the database last saw');
    for (const path of [fromA, fromB]) expectError(await apiClient(stranger.url).get(path), 404, 'NOT_FOUND');
    expect((await apiClient(a.url).get(fromB)).status).toBe(200);
  });
});
