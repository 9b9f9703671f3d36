/**
 * The service in a child process for the benches (load.ts, fuzz.ts): the app as main.ts
 * runs it, on a temporary SQLite database (or the PostgreSQL database it is given), with
 * the default drawing pool (or --threads), rate limits off and the request log off. It
 * makes the accounts the benches need (unless it joins a database another child already
 * made them in) and answers memory reports over IPC.
 *
 *   node --import tsx bench/server-child.ts <data dir> [--threads N] [--database-url URL] [--join]
 *   (started by startServerChild)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { ServiceContext } from '../server/index.js';

/** Keys of the accounts the child made: a Pro person's write and read keys, a Free workspace's key, a team viewer's key. */
export interface ChildKeys {
  write: string;
  read: string;
  free: string;
  viewer: string;
}

/** What the child tells its parent once it listens. */
interface Ready {
  url: string;
  /** Null when the child joined a database whose accounts another child made. */
  keys: ChildKeys | null;
}

const MB = 1024 * 1024;

/** Where the server's memory is, in MB: the process, the event loop's heap, each drawing thread's heap, the caches. */
export interface MemoryReport {
  rssMb: number;
  /** The highest RSS since the process started (VmHWM). */
  peakRssMb: number;
  main: { heapUsedMb: number; heapTotalMb: number; externalMb: number; arrayBuffersMb: number };
  /** Each drawing thread's JS heap, and its external memory (resvg's WebAssembly memory, which never shrinks, and buffers). */
  threads: Array<{ heapUsedMb: number; heapTotalMb: number; externalMb: number }>;
  caches: { revisions: { entries: number; mb: number }; views: { entries: number; mb: number } };
}

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** VmRSS and VmHWM of a process, in MB (Linux). */
export function processRss(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rssMb: Math.round(field('VmRSS')), peakRssMb: Math.round(field('VmHWM')) };
}

/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on Linux for x86 and arm). */
const TICKS_PER_SECOND = 100;

/** CPU ms used so far by each thread of a process, by thread id, with the thread's name (Linux /proc/<pid>/task). */
export function threadCpu(pid: number): Map<number, { name: string; ms: number }> {
  const threads = new Map<number, { name: string; ms: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    // "tid (name) state ..." : the name may hold spaces, so fields are counted after its closing parenthesis.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    threads.set(Number(tid), { name: stat.slice(stat.indexOf('(') + 1, close), ms: (ticks * 1000) / TICKS_PER_SECOND });
  }
  return threads;
}

/** A running server child and how to ask it for memory, count what it logged, and stop it. */
export interface ServerChild {
  url: string;
  keys: ChildKeys;
  pid: number;
  memory(): Promise<MemoryReport>;
  /** Lines the server logged as unexpected errors (500s), drawing warnings (budgets, memory), and drawing threads recycled for their memory. */
  logged(): { unexpectedErrors: string[]; drawingWarnings: number; threadsRecycled: number };
  stop(): Promise<void>;
}

/** Where a child's data is: a PostgreSQL database, and another child already serving it (whose accounts it shares). */
export interface ChildDatabase {
  url: string;
  /** The first instance on this database: the accounts are made once, by it. */
  joining?: ServerChild;
}

/**
 * Starts the service in a child process on a fresh temporary SQLite database, or on
 * `database` (PostgreSQL; several children on one database are instances of one service).
 */
export async function startServerChild(threads?: number, database?: ChildDatabase): Promise<ServerChild> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dsp-bench-'));
  const args = [
    '--import', 'tsx', fileURLToPath(import.meta.url), dataDir,
    ...(threads ? ['--threads', String(threads)] : []),
    ...(database ? ['--database-url', database.url] : []),
    ...(database?.joining ? ['--join'] : []),
  ];
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const unexpectedErrors: string[] = [];
  let drawingWarnings = 0;
  let threadsRecycled = 0;
  let pending = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('"unexpected error"')) unexpectedErrors.push(line.slice(0, 2_000));
      else if (line.includes('"level":"warn"')) drawingWarnings += 1;
      else if (line.includes('"drawing thread recycled"')) threadsRecycled += 1;
      else if (line.trim()) process.stderr.write(`[server] ${line}\n`);
    }
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`the server exited before listening (${code})`)));
  });
  return {
    url: ready.url,
    keys: database?.joining?.keys ?? ready.keys!,
    pid: child.pid!,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as MemoryReport));
        child.send('memory');
      }),
    logged: () => ({ unexpectedErrors, drawingWarnings, threadsRecycled }),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The accounts the benches use: a Pro person (write and read keys), a Free workspace, a team with a viewer. */
async function makeAccounts(context: ServiceContext): Promise<ChildKeys> {
  const { createKey, createUser } = await import('../server/index.js');
  const mint = async (email: string, options: { plan?: 'free' | 'pro' | 'team'; team?: string; role?: 'owner' | 'viewer' }, scope: 'read' | 'write' = 'write') => {
    const user = await createUser(context, { email, ...options });
    return { user, key: (await createKey(context, { personId: user.personId, workspaceId: user.workspaceId, scope })).key };
  };
  const pro = await mint('bench@example.test', { plan: 'pro' });
  const read = (await createKey(context, { personId: pro.user.personId, workspaceId: pro.user.workspaceId, scope: 'read' })).key;
  const free = await mint('free@example.test', { plan: 'free' });
  await mint('team-owner@example.test', { team: 'Bench team', plan: 'team', role: 'owner' });
  const viewer = await mint('viewer@example.test', { team: 'Bench team', role: 'viewer' }, 'read');
  return { write: pro.key, read, free: free.key, viewer: viewer.key };
}

async function serve(dataDir: string, threads: number | undefined, databaseUrl: string | undefined, join: boolean): Promise<void> {
  const { createApp, openDatabase, systemClock, createDrawer, CachedRevisionStore } = await import('../server/index.js');
  const db = await openDatabase({ dataDir, url: databaseUrl });
  const context: ServiceContext = { db, clock: systemClock };
  const keys = join ? null : await makeAccounts(context);
  const drawer = createDrawer(threads ? { threads } : {});
  await drawer.ready();
  const revisions = new CachedRevisionStore();
  const app = createApp({ context, drawer, revisions, rateLimits: false, logRequest: () => {} });
  const server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ url: `http://127.0.0.1:${port}`, keys } satisfies Ready);
  });
  process.on('message', (message) => {
    if (message !== 'memory') return;
    void drawer.heapStatistics().then((heaps) => {
      const usage = process.memoryUsage();
      const caches = revisions.stats();
      const report: MemoryReport = {
        ...processRss(process.pid),
        main: { heapUsedMb: mb(usage.heapUsed), heapTotalMb: mb(usage.heapTotal), externalMb: mb(usage.external), arrayBuffersMb: mb(usage.arrayBuffers) },
        threads: heaps.map((heap) => ({ heapUsedMb: mb(heap.heapUsed), heapTotalMb: mb(heap.heapTotal), externalMb: mb(heap.external) })),
        caches: {
          revisions: { entries: caches.revisions.entries, mb: mb(caches.revisions.bytes) },
          views: { entries: caches.views.entries, mb: mb(caches.views.bytes) },
        },
      };
      process.send?.(report);
    });
  });
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void drawer.close().then(() => db.destroy()).finally(() => process.exit(0));
  });
}

/** One line of a memory report, for the benches' output. */
export function describeMemory(report: MemoryReport): string {
  const threads = report.threads.map((t) => `${t.heapUsedMb}/${t.heapTotalMb} (+${t.externalMb} external)`).join(', ');
  return (
    `RSS ${report.rssMb} MB (peak ${report.peakRssMb}); event-loop heap ${report.main.heapUsedMb}/${report.main.heapTotalMb} MB used/total, external ${report.main.externalMb} MB; ` +
    `drawing threads' heaps ${threads} MB; caches: ${report.caches.revisions.entries} versions ${report.caches.revisions.mb} MB, ${report.caches.views.entries} views ${report.caches.views.mb} MB`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { threads: { type: 'string' }, 'database-url': { type: 'string' }, join: { type: 'boolean' } }, allowPositionals: true });
  await serve(positionals[0]!, values.threads === undefined ? undefined : Number(values.threads), values['database-url'], values.join === true);
}
