import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { ROOT } from '../../harness/processes.js';

/** One JSON-RPC message `dsp mcp` wrote to stdout. */
export interface RpcLine {
  jsonrpc: '2.0';
  id?: string | number | null;
  result?: Record<string, unknown> & { isError?: boolean; tools?: unknown[] };
  error?: { code: number; message: string; data?: Record<string, unknown> & { code?: string; fix?: string } };
}

/**
 * `dsp mcp ...args` with raw pipes: a test writes whatever bytes it likes to stdin (bad
 * lines a real client never sends) and reads stdout as JSON lines.
 */
export interface McpProcess {
  /** Writes text to stdin as it is (add the "\n" yourself). */
  write(text: string): Promise<void>;
  /** Writes one message as a line. */
  send(message: unknown): Promise<void>;
  /** The next `count` answers, in order of arrival (fails after `timeoutMs`). */
  next(count?: number, timeoutMs?: number): Promise<RpcLine[]>;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** Whether the process is still running. */
  running(): boolean;
  /** Closes stdin and waits for the exit code (kills it after `timeoutMs`). */
  close(timeoutMs?: number): Promise<number | null>;
}

export async function startMcpProcess(args: string[], env: Record<string, string>): Promise<McpProcess> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['bin/dsp.mjs', 'mcp', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  const answers: RpcLine[] = [];
  let waiting: (() => void) | undefined;
  let pending = '';
  let errors = '';
  let exited: number | null | undefined;
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((exited = code))));
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    let end;
    while ((end = pending.indexOf('\n')) >= 0) {
      answers.push(JSON.parse(pending.slice(0, end)) as RpcLine);
      pending = pending.slice(end + 1);
    }
    waiting?.();
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const write = (text: string) => new Promise<void>((resolve, reject) => child.stdin.write(text, (error) => (error ? reject(error) : resolve())));
  return {
    write,
    send: (message) => write(`${JSON.stringify(message)}\n`),
    async next(count = 1, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (answers.length < count) {
        if (exited !== undefined) throw new Error(`dsp mcp exited (${exited}) with ${answers.length} of ${count} answers; stderr: ${errors.slice(-500)}`);
        if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs} ms (${answers.length} of ${count}); stderr: ${errors.slice(-500)}`);
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 100);
        });
      }
      return answers.splice(0, count);
    },
    stderr: () => errors,
    running: () => exited === undefined,
    async close(timeoutMs = 10_000) {
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}

/** The initialize request and initialized notification a host sends first. */
export async function initialize(mcp: McpProcess): Promise<RpcLine> {
  await mcp.send({ jsonrpc: '2.0', id: 'init', method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw-test', version: '1.0.0' } } });
  const [answer] = await mcp.next();
  await mcp.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return answer!;
}
