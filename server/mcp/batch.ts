import { isJSONRPCRequest, JSONRPCMessageSchema, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { ServiceError } from '../ports/index.js';
import { failureFields } from './tool-errors.js';

/**
 * The most JSON-RPC messages one batch may hold (requests and notifications together), over
 * HTTP and over stdio. A batch costs what as many single calls cost: each call is counted
 * against the rate limit and queued for drawing on its own, and the bound keeps one POST
 * from holding more work than a client would send in a few seconds one call at a time.
 */
export const MAX_BATCH_MESSAGES = 32;

/** JSON-RPC's code for a request that is not a valid request object (an oversized batch). */
export const INVALID_REQUEST = -32600;
/** JSON-RPC's "server error" code, which the SDK's transport uses for its own HTTP refusals too. */
export const SERVER_ERROR = -32000;

/** An error answer to one JSON-RPC request (id null when the request could not be read). */
export interface JsonRpcErrorAnswer {
  jsonrpc: '2.0';
  id: RequestId | null;
  error: { code: number; message: string; data: Record<string, unknown> };
}

/** A ServiceError as a JSON-RPC error answer, its REST fields ({code, fix, retryAfter...}) in data. */
export function jsonRpcError(id: RequestId | null, error: ServiceError, code = SERVER_ERROR): JsonRpcErrorAnswer {
  return { jsonrpc: '2.0', id, error: { code, message: error.message, data: failureFields(error) } };
}

/** The refusal of a batch over the bound, before any of it runs. */
export function batchTooLarge(size: number): ServiceError {
  return new ServiceError(
    400,
    'BATCH_TOO_LARGE',
    `A JSON-RPC batch of ${size} messages is over the bound of ${MAX_BATCH_MESSAGES}; split it into batches of at most ${MAX_BATCH_MESSAGES}, or send the calls one by one.`,
    { maximum: MAX_BATCH_MESSAGES, size },
  );
}

/** Throws BATCH_TOO_LARGE for an array body over the bound. */
export function checkBatchSize(body: unknown): void {
  if (Array.isArray(body) && body.length > MAX_BATCH_MESSAGES) throw batchTooLarge(body.length);
}

/** A batch after the rate limit: what goes on to the MCP server, and the answers of the calls refused. */
export interface AdmittedBatch {
  admitted: unknown[];
  refused: JsonRpcErrorAnswer[];
}

/**
 * Counts every request of a batch after the first against the caller's rate limit, as a
 * POST of its own would be (the POST itself, already counted, stands for the first).
 * `countCall` throws RATE_LIMITED when the allowance is spent: that request is answered
 * with the error a single call gets, and left out of what runs. Notifications and answers
 * are not calls and are not counted. A batch with a message that is not JSON-RPC is passed
 * on whole and uncounted: the SDK refuses it whole (400, -32700) before anything runs.
 */
export async function admitBatchCalls(batch: unknown[], countCall: () => Promise<void>): Promise<AdmittedBatch> {
  if (!batch.every((entry) => JSONRPCMessageSchema.safeParse(entry).success)) return { admitted: batch, refused: [] };
  const admitted: unknown[] = [];
  const refused: JsonRpcErrorAnswer[] = [];
  let first = true;
  for (const message of batch as JSONRPCMessage[]) {
    if (!isJSONRPCRequest(message)) {
      admitted.push(message);
      continue;
    }
    if (first) {
      first = false;
      admitted.push(message);
      continue;
    }
    try {
      await countCall();
      admitted.push(message);
    } catch (error) {
      if (!(error instanceof ServiceError) || error.code !== 'RATE_LIMITED') throw error;
      refused.push(jsonRpcError(message.id, error));
    }
  }
  return { admitted, refused };
}

/**
 * The SDK's answer to the admitted calls joined with the refused ones. A batch is answered
 * with an array (JSON-RPC 2.0), even when one request is left in it (the SDK then answers
 * with a bare object); a batch of notifications only, with nothing. JSON-RPC lets a batch's
 * answers come in any order (clients match them by id), so the SDK's text is not parsed
 * again: it can hold 32 PNGs, and the event loop has better things to do.
 */
export function mergeAnswers(answerText: string, refused: JsonRpcErrorAnswer[]): string {
  if (answerText === '' && refused.length === 0) return answerText;
  const answered = answerText.startsWith('[') ? answerText.slice(1, -1).trim() : answerText;
  return `[${[answered, ...refused.map((answer) => JSON.stringify(answer))].filter((part) => part !== '').join(',')}]`;
}
