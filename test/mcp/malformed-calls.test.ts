import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { ROOT } from '../../harness/processes.js';

// Issue 27, defect 7: tools/call with params of the wrong shape, sent as raw JSON-RPC (the
// SDK's client would not send them), over POST /mcp and over `dsp mcp` on stdio. Arguments
// that are not an object are the tool's ARGUMENTS_INVALID failure (field and fix), not
// JSON-RPC -32603 "Internal error" with a schema library's dump; a call without a usable
// tool name is -32602 Invalid params with the REST fields in `data`; so are the other
// methods' params of the wrong shape (resources/read, prompts/get, the lists).
let api: ApiFixture;
let user: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  user = await api.user();
});
afterAll(async () => {
  expect(api.unexpectedErrors.map(String)).toEqual([]);
  await api.close();
});

interface RpcAnswer {
  id: number;
  result?: { isError?: boolean; structuredContent?: Record<string, unknown>; content?: Array<{ text?: string }> };
  error?: { code: number; message: string; data?: Record<string, unknown> };
}

const call = (id: number, params?: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/call', ...(params === undefined ? {} : { params }) });

/** Arguments of every wrong JSON type, for a keyed tool and a keyless one. */
const WRONG_ARGUMENTS: Array<[string, unknown, string]> = [
  ['diagram_read', [], 'a list'],
  ['diagram_read', 'id=tools-a', 'a string'],
  ['diagram_read', null, 'null'],
  ['diagram_list', 7, 'a number'],
  ['diagram_validate', [{ scene: {} }], 'a list'],
  ['diagram_validate', true, 'a boolean'],
];

/** Requests without a usable tool name, each with the field the answer names and its code. */
const BAD_PARAMS: Array<[string, unknown, string, string]> = [
  ['no params', undefined, 'params', 'ARGUMENTS_INVALID'],
  ['no name', { arguments: {} }, 'params.name', 'ARGUMENTS_INVALID'],
  ['a number for the name', { name: 42, arguments: {} }, 'params.name', 'ARGUMENTS_INVALID'],
  ['a list for the name', { name: ['diagram_read'] }, 'params.name', 'ARGUMENTS_INVALID'],
  ['an unknown tool', { name: 'diagram_explode', arguments: {} }, 'params.name', 'NOT_FOUND'],
  ['an unknown tool with list arguments', { name: 'diagram_explode', arguments: [] }, 'params.name', 'NOT_FOUND'],
];

/** The other methods with params of the wrong shape: each is -32602 naming the field. */
const OTHER_METHODS: Array<[string, unknown, string]> = [
  ['resources/read', { uri: 5 }, '$.uri'],
  ['resources/read', {}, '$.uri'],
  ['prompts/get', { name: ['draw_architecture'] }, '$.name'],
  ['prompts/get', { name: 'draw_architecture', arguments: { description: 7 } }, '$.arguments.description'],
  ['tools/list', { cursor: 5 }, '$.cursor'],
  ['resources/list', { cursor: {} }, '$.cursor'],
];

function expectArgumentsInvalid(answer: RpcAnswer | undefined, kind: string): void {
  expect(answer?.error, JSON.stringify(answer)).toBeUndefined();
  expect(answer?.result?.isError).toBe(true);
  const failure = answer!.result!.structuredContent!;
  expect(failure).toMatchObject({ code: 'ARGUMENTS_INVALID', field: 'arguments', errors: [{ code: 'WRONG_TYPE', path: '$' }] });
  expect(failure.message).toContain(`arguments must be an object of named values, not ${kind}`);
  expect(String(failure.fix).length).toBeGreaterThan(10);
  expect(answer!.result!.content![0]!.text).toMatch(/^ARGUMENTS_INVALID: /);
}

function expectInvalidParams(answer: RpcAnswer | undefined, field: string, code: string): void {
  expect(answer?.result, JSON.stringify(answer)).toBeUndefined();
  expect(answer?.error).toMatchObject({ code: -32602, data: { code, field } });
  expect(String(answer!.error!.data!.fix).length).toBeGreaterThan(10);
  // No schema library's dump: one sentence, no JSON inside.
  expect(answer!.error!.message).not.toMatch(/invalid_type|expected record|\[\s*\{/);
}

describe('POST /mcp', () => {
  async function post(body: unknown): Promise<RpcAnswer> {
    const response = await fetch(new URL('/mcp', api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${user.key}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as RpcAnswer;
  }

  it.each(WRONG_ARGUMENTS)('%s with arguments %j: the tool failure ARGUMENTS_INVALID with the field and a fix', async (name, args, kind) => {
    expectArgumentsInvalid(await post(call(1, { name, arguments: args })), kind);
  });

  it.each(BAD_PARAMS)('%s: -32602 Invalid params naming the field, with the REST fields', async (_what, params, field, code) => {
    expectInvalidParams(await post(call(2, params)), field, code);
  });

  it.each(OTHER_METHODS)('%s %j: -32602 with the path of the bad field', async (method, params, path) => {
    const answer = await post({ jsonrpc: '2.0', id: 5, method, params });
    expectInvalidParams(answer, 'params', 'ARGUMENTS_INVALID');
    expect(answer.error!.data!.errors).toEqual([expect.objectContaining({ path })]);
  });

  it('well-formed requests of those methods still answer', async () => {
    expect((await post({ jsonrpc: '2.0', id: 6, method: 'tools/list' })).result).toHaveProperty('tools');
    expect((await post({ jsonrpc: '2.0', id: 7, method: 'resources/read', params: { uri: 'dsp://guide/authoring.md' } })).result).toHaveProperty('contents');
    expect((await post({ jsonrpc: '2.0', id: 8, method: 'prompts/get', params: { name: 'draw_architecture', arguments: { description: 'a web app and its database' } } })).result).toHaveProperty('messages');
    expect((await post({ jsonrpc: '2.0', id: 9, method: 'resources/read', params: { uri: 'dsp://nothing' } })).error).toMatchObject({ code: -32602, data: { code: 'NOT_FOUND' } });
  });

  it('arguments left out are none ({}), as before', async () => {
    const answer = await post(call(3, { name: 'diagram_list' }));
    expect(answer.result?.isError).toBeUndefined();
    expect(answer.result?.structuredContent).toMatchObject({ diagrams: [] });
  });

  it('an unknown method is still -32601', async () => {
    expect((await post({ jsonrpc: '2.0', id: 4, method: 'tools/explode', params: {} })).error).toMatchObject({ code: -32601 });
  });
});

/** Starts `dsp mcp` with the fixture's database and `env`, sends `messages` as lines, and returns the answers by id. */
async function overStdio(messages: unknown[], env: Record<string, string>): Promise<Map<number, RpcAnswer>> {
  const child = spawn(process.execPath, ['bin/dsp.mjs', 'mcp'], { cwd: ROOT, env: { ...process.env, ...api.database.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  const answers = new Map<number, RpcAnswer>();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const allAnswered = new Promise<void>((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
        const answer = JSON.parse(pending.slice(0, end)) as RpcAnswer;
        pending = pending.slice(end + 1);
        answers.set(answer.id, answer);
        if (answers.size === messages.length) resolve();
      }
    });
    void exited.then(() => reject(new Error(`dsp mcp ended with ${answers.size} of ${messages.length} answers; stderr: ${stderr}`)));
  });
  child.stdin.write(messages.map((message) => `${JSON.stringify(message)}\n`).join(''));
  try {
    await allAnswered;
  } finally {
    child.stdin.end();
    await exited;
  }
  expect(stderr).not.toContain('"unexpected error"');
  return answers;
}

describe('dsp mcp over stdio', () => {
  it('answers every malformed call as over HTTP, and goes on serving', { timeout: 60_000 }, async () => {
    const messages = [
      ...WRONG_ARGUMENTS.map(([name, args], i) => call(100 + i, { name, arguments: args })),
      ...BAD_PARAMS.map(([, params], i) => call(200 + i, params)),
      call(300, { name: 'diagram_list', arguments: {} }),
      ...OTHER_METHODS.map(([method, params], i) => ({ jsonrpc: '2.0', id: 400 + i, method, params })),
    ];
    const answers = await overStdio(messages, { DSP_API_KEY: user.key });
    WRONG_ARGUMENTS.forEach(([, , kind], i) => expectArgumentsInvalid(answers.get(100 + i), kind));
    BAD_PARAMS.forEach(([, , field, code], i) => expectInvalidParams(answers.get(200 + i), field, code));
    expect(answers.get(300)?.result?.structuredContent).toMatchObject({ diagrams: [] });
    OTHER_METHODS.forEach(([, , path], i) => {
      expectInvalidParams(answers.get(400 + i), 'params', 'ARGUMENTS_INVALID');
      expect(answers.get(400 + i)!.error!.data!.errors).toEqual([expect.objectContaining({ path })]);
    });
  });
});
