import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { initialize, startMcpProcess, type McpProcess, type RpcLine } from '../support/mcp-process.js';
import { serviceScene } from '../../harness/scenes.js';
import { SIGNED_IN_BURST, perMinuteForPlan } from '../../server/ports/rate-limits.js';
import { MAX_BATCH_MESSAGES } from '../../server/mcp/batch.js';
import { MINUTE } from '../support/test-clock.js';

// Issue 27, defect 8: `dsp mcp` over stdio ended the session without a word on a line over
// 10 MiB (the SDK's reader dropped its buffer and closed), and answered nothing to a line
// that was not JSON. The real process, with raw lines written to its stdin.
let api: ApiFixture;
let user: TestUser;
beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline', rateLimits: true });
  user = await api.user();
});
afterAll(() => api.close());

const listTools = (id: number | string) => ({ jsonrpc: '2.0', id, method: 'tools/list' });
/** The JSON lines of stderr that tell of refused lines. */
function refusalLogs(mcp: McpProcess): Array<Record<string, unknown>> {
  return mcp.stderr().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'stdin line refused');
}

describe('dsp mcp on the local data directory', () => {
  it('answers a line that is not JSON with -32700 and a line over the bound with an error, and serves the next lines', { timeout: 60_000 }, async () => {
    const mcp = await startMcpProcess([], { ...api.database.env, DSP_API_KEY: user.key });
    try {
      expect((await initialize(mcp)).result).toMatchObject({ serverInfo: { name: 'dsp-diagrams' } });
      await mcp.write('{"jsonrpc": "2.0", "id": 5, "method": \n');
      const [parseError] = await mcp.next();
      expect(parseError).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700, data: { code: 'INVALID_JSON' } } });
      expect(parseError!.error!.data!.fix).toMatch(/one line/);
      await mcp.send(listTools(1));
      expect((await mcp.next())[0]!.result!.tools).toHaveLength(30);

      // 11 MiB in one line, written in pieces as a pipe delivers it, then a request.
      const secret = 'x'.repeat(1024 * 1024);
      await mcp.write(`{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"diagram_validate","arguments":{"scene":"`);
      for (let i = 0; i < 11; i++) await mcp.write(secret);
      await mcp.write('"}}}\n');
      await mcp.send(listTools(2));
      const [tooLarge, afterwards] = await mcp.next(2);
      expect(tooLarge).toMatchObject({ id: null, error: { code: -32600, data: { code: 'PAYLOAD_TOO_LARGE' } } });
      expect(afterwards).toMatchObject({ id: 2, result: { tools: expect.any(Array) } });

      // A JSON value that is not a message: -32600 with its id.
      await mcp.send({ jsonrpc: '2.0', id: 7, params: {} });
      expect((await mcp.next())[0]).toMatchObject({ id: 7, error: { code: -32600, data: { code: 'INVALID_REQUEST' } } });

      // Each refusal is one JSON line on stderr with a short prefix, never the line itself
      // (stderr is another pipe: its lines may come after the answers).
      for (const waitUntil = Date.now() + 5_000; refusalLogs(mcp).length < 3 && Date.now() < waitUntil; ) await new Promise((resolve) => setTimeout(resolve, 50));
      const logged = refusalLogs(mcp);
      expect(logged.map((entry) => entry.code)).toEqual(['INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'INVALID_REQUEST']);
      for (const entry of logged) expect(String(entry.prefix).length).toBeLessThanOrEqual(24);
      expect(mcp.stderr().length).toBeLessThan(10_000);
      expect(mcp.running()).toBe(true);
    } finally {
      // The session ends when the host closes stdin, and the process with it.
      expect(await mcp.close()).toBe(0);
    }
  });

  it('takes a batch line apart (answers one per line) and refuses one over the bound', { timeout: 30_000 }, async () => {
    const mcp = await startMcpProcess([], { ...api.database.env, DSP_API_KEY: user.key });
    try {
      await initialize(mcp);
      await mcp.send([listTools('a'), { jsonrpc: '2.0', method: 'notifications/initialized' }, { jsonrpc: '2.0', id: 'b', method: 'ping' }]);
      expect((await mcp.next(2)).map((answer) => answer.id).sort()).toEqual(['a', 'b']);
      await mcp.send(Array.from({ length: MAX_BATCH_MESSAGES + 1 }, (_, i) => listTools(i)));
      expect((await mcp.next())[0]).toMatchObject({ id: null, error: { code: -32600, data: { code: 'BATCH_TOO_LARGE', maximum: MAX_BATCH_MESSAGES } } });
    } finally {
      expect(await mcp.close()).toBe(0);
    }
  });
});

describe('dsp mcp --url: the bridge', () => {
  it('cannot pass the rate limit with a batch line: each call is posted and counted on its own', { timeout: 60_000 }, async () => {
    const owner = await api.user();
    const allowance = perMinuteForPlan('free') + SIGNED_IN_BURST;
    const mcp = await startMcpProcess(['--url', api.url], { DSP_API_KEY: owner.key });
    try {
      await initialize(mcp);
      // Spend the key's allowance (which the bridge's own requests drew on too) down to three calls.
      for (let remaining = allowance; remaining > 3; ) {
        const spent = await owner.get('/v1/diagrams?limit=1');
        expect(spent.status).toBe(200);
        remaining = Number(spent.headers.get('x-ratelimit-remaining'));
      }
      const creates = Array.from({ length: 6 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'diagram_create', arguments: { scene: serviceScene(2, { title: `bridged ${i}` }) } } }));
      await mcp.send(creates);
      const answers: RpcLine[] = await mcp.next(6);
      expect(answers.filter((answer) => answer.result && !answer.result.isError)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.error);
      expect(refused).toHaveLength(3);
      for (const answer of refused) expect(answer.error).toMatchObject({ code: -32000, data: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) } });
      await mcp.send(Array.from({ length: MAX_BATCH_MESSAGES + 1 }, (_, i) => listTools(i)));
      expect((await mcp.next())[0]).toMatchObject({ id: null, error: { code: -32600, data: { code: 'BATCH_TOO_LARGE' } } });
    } finally {
      await mcp.close();
    }
    api.clock.advance(MINUTE);
    expect((await owner.get<{ diagrams: unknown[] }>('/v1/diagrams?limit=100')).body.diagrams).toHaveLength(3);
  });
});
