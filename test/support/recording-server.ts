import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/connect.js';
import { createInlineDrawer } from '../../server/render-pool/index.js';
import { createKey, createUser } from '../../server/services/accounts.js';
import type { Drawer, DrawingCaller } from '../../server/services/drawer.js';
import { startTestServer } from './http-server.js';
import { testClock } from './test-clock.js';

/** The real app on a temporary database whose drawer writes down who each drawing was for. */
export interface RecordingServer {
  url: string;
  /** A write key of a Pro workspace. */
  key: string;
  /** Each drawing's caller (draw, layout and PNG alike), oldest first; tests empty it. */
  callers: DrawingCaller[];
  close(): Promise<void>;
}

/** Starts it: the engine runs inline (no budgets), the callers are recorded. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dsp-callers-'));
  const db = await openDatabase({ dataDir });
  const context = { db, clock: testClock().now };
  const inline = createInlineDrawer({ log: () => {} });
  const callers: DrawingCaller[] = [];
  const recording: Drawer = {
    draw: (job, caller) => (callers.push(caller), inline.draw(job, caller)),
    layout: (scene, caller) => (callers.push(caller), inline.layout(scene, caller)),
    svgToPng: (svg, scale, caller) => (callers.push(caller), inline.svgToPng(svg, scale, caller)),
    close: () => inline.close(),
  };
  const person = await createUser(context, { email: 'caller@example.test', plan: 'pro' });
  const { key } = await createKey(context, { personId: person.personId, workspaceId: person.workspaceId, scope: 'write' });
  const server = await startTestServer({ context, drawer: recording, config: { webUrl: 'https://dsp.test' } });
  return {
    url: server.url,
    key,
    callers,
    async close() {
      await server.close();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
