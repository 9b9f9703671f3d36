import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api-client.js';
import { freePort, startServerProcess, type ServerProcess } from '../../harness/processes.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../harness/test-database.js';
import { serviceScene } from '../../harness/scenes.js';

// Two service processes started at the same moment on one empty PostgreSQL database, as a
// deployment of several instances does (docs/operating.md "Running on several machines"): the
// migrations run once, one owner account is created and its key printed by one of them,
// and both answer /health and serve the same data. SQLite runs one server per file.
let database: TestDatabase | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) {
    server.kill('SIGKILL');
    await server.exited;
  }
  await database?.drop();
});

describe.skipIf(testDatabaseKind() !== 'postgres')('two instances starting together on an empty database', () => {
  it('migrate once, create one owner, and both serve it', { timeout: 120_000 }, async () => {
    database = await createTestDatabase('dsp-together-');
    const ports = [await freePort(), await freePort()];
    servers.push(...(await Promise.all(ports.map((port) => startServerProcess(database!.env, port)))));
    const keys = servers.map((server) => server.ownerKey).filter((key) => key !== null);
    expect(keys, servers.map((s) => s.output()).join('\n---\n')).toHaveLength(1);

    for (const server of servers) {
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      expect(server.output()).toContain('"rateLimits":"postgres"');
    }
    const [first, second] = servers.map((server) => apiClient(server.url, { authorization: `Bearer ${keys[0]}` }));
    const created = await first!.post<{ id: string }>('/v1/diagrams', { scene: serviceScene(2) });
    expect(created.status, created.text).toBe(201);
    const read = await second!.get<{ revision: number }>(`/v1/diagrams/${created.body.id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.body.revision).toBe(1);
  });
});
