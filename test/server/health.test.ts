import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.js';
import { systemClock } from '../../server/clock.js';
import { startTestServer, type RunningServer } from '../support/http-server.js';

// /health asks the database (issue: Operations): a load balancer must see a service that
// cannot reach its data as down, not as ok.
let dataDir: string | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('GET /health', () => {
  it('answers ok while the database answers, and 503 DATABASE_UNAVAILABLE once it does not', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dsp-health-'));
    const db = await openDatabase({ dataDir });
    server = await startTestServer({ context: { db, clock: systemClock } });
    const up = await fetch(`${server.url}/health`);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'ok' });

    await db.destroy();
    const down = await fetch(`${server.url}/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  });
});
