import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, envForDataDir, type TestDatabase } from './test-database.js';

/** The repository root (where package.json is). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the `dsp` command (bin/dsp.mjs) to its end, without blocking this process's event
 * loop. A DSP_DATA_DIR of a test database (test-database.ts) brings that database's whole
 * environment along (its DATABASE_URL on PostgreSQL).
 */
export function runDsp(args: string[], env: Record<string, string>): Promise<Finished> {
  const database = env.DSP_DATA_DIR === undefined ? undefined : envForDataDir(env.DSP_DATA_DIR);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/dsp.mjs', ...args], { cwd: ROOT, env: { ...process.env, ...database, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A free TCP port on loopback (the OS picks it; it is released before returning). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** The owner key printed on the first start of an empty database (null on later starts). */
  ownerKey: string | null;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  output(): string;
}

/**
 * Starts the real service (`node --import tsx server/main.ts`) as a child process on a
 * database and a port, and resolves once it listens. The database is the environment of a
 * test database (`database.env`: DSP_DATA_DIR, DATABASE_URL), or a data directory (a test
 * database's reaches that database, PostgreSQL too). `env` adds settings (REDIS_URL...).
 */
export function startServerProcess(database: Record<string, string> | string, port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const databaseEnv = typeof database === 'string' ? envForDataDir(database) ?? { DSP_DATA_DIR: database, DATABASE_URL: '' } : database;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...databaseEnv, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('"msg":"listening"')) return;
      child.stdout.off('data', onData);
      // Keep draining the pipes so the child never blocks on a full one.
      child.stdout.on('data', (more: Buffer) => (output += more.toString()));
      const key = /API key: (dsp_sk_[0-9a-f]{32})/.exec(output);
      resolve({ url: `http://127.0.0.1:${port}`, ownerKey: key ? key[1]! : null, exited, kill: (signal) => child.kill(signal), output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code, signal }) => reject(new Error(`the server exited before listening (${code ?? signal}):\n${output}`)));
  });
}

/** A temporary database and a port, for a suite that starts and restarts the real server on them. */
export interface ServerHome {
  /** The data directory (`runDsp` given it as DSP_DATA_DIR reaches this database). */
  dataDir: string;
  database: TestDatabase;
  port: number;
  /** Starts the server on this data (again, after a stop or a kill). */
  start(): Promise<ServerProcess>;
  /** Kills the server if it still runs and deletes the data. */
  dispose(): Promise<void>;
}

/** A fresh database of this run's kind (SQLite, or PostgreSQL with DSP_TEST_DATABASE=postgres). */
export async function serverHome(prefix: string): Promise<ServerHome> {
  const database = await createTestDatabase(prefix);
  const port = await freePort();
  let latest: ServerProcess | undefined;
  return {
    dataDir: database.dataDir,
    database,
    port,
    start: async () => (latest = await startServerProcess(database.env, port)),
    dispose: async () => {
      if (latest) {
        latest.kill('SIGKILL');
        await latest.exited;
      }
      await database.drop();
    },
  };
}
