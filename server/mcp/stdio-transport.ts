import { PassThrough, type Readable, type Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { MAX_BODY_BYTES } from '../http/index.js';
import { batchTooLarge, INVALID_REQUEST, jsonRpcError, MAX_BATCH_MESSAGES, type JsonRpcErrorAnswer } from './batch.js';
import { LineSplitter } from './line-splitter.js';

/** The longest stdin line (one JSON-RPC message): the bound of a POST /mcp body. */
export const MAX_STDIO_LINE_BYTES = MAX_BODY_BYTES;
/** JSON-RPC's code for text that is not JSON. */
const PARSE_ERROR = -32700;
/** How much of a refused line the log shows (never the rest: it may hold a scene or a secret). */
const LOGGED_PREFIX = 24;

/** Where a refused line is told: one JSON line on stderr. */
export type StdioLog = (entry: Record<string, unknown>) => void;

/** The answer to a line that is not a message, with its REST-style fields in data. */
function lineError(id: JsonRpcErrorAnswer['id'], rpcCode: number, code: string, message: string, fix: string): JsonRpcErrorAnswer {
  return { jsonrpc: '2.0', id, error: { code: rpcCode, message: `${message}; ${fix}`, data: { code, message: `${message}; ${fix}`, fix } } };
}

/** The id of something that looked like a request, when it has a usable one. */
function idOf(value: unknown): JsonRpcErrorAnswer['id'] {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * The messages of one stdin line, or the error that answers it. A batch (a JSON array) is
 * taken apart into its messages, answered one per line; it is bounded as over HTTP.
 */
function messagesOf(text: string): { messages: unknown[] } | { refusal: JsonRpcErrorAnswer } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { refusal: lineError(null, PARSE_ERROR, 'INVALID_JSON', 'Parse error: the line is not JSON', 'send each JSON-RPC message as JSON on one line') };
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  if (messages.length > MAX_BATCH_MESSAGES) return { refusal: jsonRpcError(null, batchTooLarge(messages.length), INVALID_REQUEST) };
  const invalid = messages.length === 0 ? [] : messages.filter((message) => !JSONRPCMessageSchema.safeParse(message).success);
  if (messages.length === 0 || invalid.length > 0) {
    return { refusal: lineError(idOf(invalid[0]), INVALID_REQUEST, 'INVALID_REQUEST', 'Invalid request: the line is not a JSON-RPC 2.0 message', 'send {"jsonrpc":"2.0","id":1,"method":"tools/list"} or a notification') };
  }
  return { messages };
}

/**
 * The SDK's stdio transport behind a guard on stdin: only well-formed messages reach it, one
 * line each. A line that is not JSON is answered -32700 (id null), one that is not a
 * JSON-RPC message -32600, one over MAX_STDIO_LINE_BYTES -32600 PAYLOAD_TOO_LARGE as soon
 * as it passes the bound; each is logged to stderr, and the lines after it are served. (The
 * SDK's own reader ignores bad lines without an answer, and ends the session silently on a
 * line over its 10 MiB buffer.)
 */
export function guardedStdioTransport(log: StdioLog, stdin: Readable = process.stdin, stdout: Writable = process.stdout): StdioServerTransport {
  const accepted = new PassThrough();
  // Lines reach the SDK one at a time and whole, so its buffer never holds more than one.
  const transport = new StdioServerTransport(accepted, stdout, { maxBufferSize: 2 * MAX_STDIO_LINE_BYTES });
  const refuse = (answer: JsonRpcErrorAnswer, size: { bytes: number } | { overBytes: number }, prefix: string) => {
    log({ level: 'warn', msg: 'stdin line refused', code: answer.error.data.code, ...size, prefix: prefix.slice(0, LOGGED_PREFIX) });
    // JSON-RPC answers an unreadable request with id null, which the SDK's types leave out.
    void transport.send(answer as unknown as JSONRPCMessage);
  };
  const splitter = new LineSplitter(MAX_STDIO_LINE_BYTES, {
    line(bytes) {
      const text = bytes.toString('utf8').replace(/\r$/, '');
      if (text.trim() === '') return;
      const read = messagesOf(text);
      if ('refusal' in read) return refuse(read.refusal, { bytes: bytes.length }, text);
      for (const message of read.messages) accepted.write(`${JSON.stringify(message)}\n`);
    },
    oversized(prefix) {
      const message = `The line is over ${MAX_STDIO_LINE_BYTES} bytes (4 MiB), the bound of one message`;
      refuse(lineError(null, INVALID_REQUEST, 'PAYLOAD_TOO_LARGE', message, 'send a smaller scene, or split the work into several calls'), { overBytes: MAX_STDIO_LINE_BYTES }, prefix.toString('utf8'));
    },
  });
  stdin.on('data', (chunk: Buffer | string) => splitter.feed(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  stdin.once('end', () => accepted.end());
  stdin.on('error', (error) => accepted.destroy(error));
  return transport;
}
