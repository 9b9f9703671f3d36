import { openDatabase } from '../../server/db/connect.js';
import { createInlineDrawer } from '../../server/drawing-pool/index.js';
import { createKey, createUser } from '../../server/use-cases/accounts/accounts.js';
import type { Drawer, DrawingCaller } from '../../server/ports/drawer.js';
import { startTestServer } from './http-server.js';
import { testClock } from './test-clock.js';
import { createTestDatabase } from '../../harness/test-database.js';

/** A job the drawer was given: who it was for, and which of the Drawer's jobs. */
export type RecordedJob = DrawingCaller & { job: Exclude<keyof Drawer, 'close'> };

/** The real app on a temporary database whose drawer writes down who each drawing was for. */
export interface RecordingServer {
  url: string;
  /** A write key of a Pro workspace. */
  key: string;
  /** Each drawing job's caller (draw, layout, check and PNG alike) and which job it was, oldest first; tests empty it. */
  callers: RecordedJob[];
  close(): Promise<void>;
}

/** Starts it: the engine runs inline (no budgets), the callers are recorded. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const database = await createTestDatabase('dsp-callers-');
  const db = await openDatabase(database.settings);
  const context = { db, clock: testClock().now };
  const inline = createInlineDrawer({ log: () => {} });
  const callers: RecordedJob[] = [];
  const recording: Drawer = {
    draw: (job, caller) => (callers.push({ ...caller, job: 'draw' }), inline.draw(job, caller)),
    layout: (scene, caller) => (callers.push({ ...caller, job: 'layout' }), inline.layout(scene, caller)),
    svgToPng: (svg, scale, caller) => (callers.push({ ...caller, job: 'svgToPng' }), inline.svgToPng(svg, scale, caller)),
    drawPng: (job, scale, caller) => (callers.push({ ...caller, job: 'drawPng' }), inline.drawPng(job, scale, caller)),
    check: (input, caller) => (callers.push({ ...caller, job: 'check' }), inline.check(input, caller)),
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
      await database.drop();
    },
  };
}
