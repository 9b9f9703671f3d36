import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { guardedStdioTransport } from '../../server/index.js';
import type { McpSignIn } from '../sign-in/index.js';

/**
 * The JSON-RPC error a refused HTTP request carried (401 with API_KEY_INVALID, 429 with
 * retryAfter...): the SDK's transport error holds the answer's text after its own words.
 */
function refusalOf(error: unknown): { code: number; message: string; data?: unknown } {
  const text = error instanceof Error ? error.message : String(error);
  const start = text.indexOf('{');
  if (start >= 0) {
    try {
      const body = JSON.parse(text.slice(start)) as { error?: { code: number; message: string; data?: unknown } };
      if (body.error) return body.error;
    } catch {
      // Not JSON: the transport's own words below.
    }
  }
  return { code: -32000, message: text };
}

/**
 * `dsp mcp --url`: a host that starts a local process reaches a running service. Each
 * JSON-RPC message from stdin is posted to {url}/mcp with the key; each answer goes back to
 * stdout. A request the service refuses over HTTP (key, rate limit, size) is answered with
 * the service's JSON-RPC error, so the host sees its code and fix. Stdin is read as by
 * `dsp mcp` itself (guardedStdioTransport): a bad or oversized line is answered here, and a
 * batch line is bounded and taken apart, each message posted on its own, so the service
 * counts every call against the key's rate limit. Resolves when stdin ends.
 *
 * Signed in instead of a key (`signIn`, already signed in when this starts), the transport
 * carries the access token and refreshes it on a 401 (the MCP SDK's auth provider); when
 * the service refuses the refresh token too (a revoked grant), the call waits for a new
 * browser sign-in and is sent again.
 */
export async function bridgeStdioToHttp(url: URL, access: { key?: string; signIn?: McpSignIn }): Promise<void> {
  const local = guardedStdioTransport((entry) => process.stderr.write(`${JSON.stringify(entry)}\n`));
  const { key, signIn } = access;
  const remote = new StreamableHTTPClientTransport(
    new URL('/mcp', url),
    signIn ? { authProvider: signIn.provider } : { requestInit: { headers: key ? { authorization: `Bearer ${key}` } : {} } },
  );
  const forward = async (message: JSONRPCMessage) => {
    try {
      await remote.send(message);
    } catch (error) {
      if (!signIn || !(error instanceof UnauthorizedError)) throw error;
      await signIn.signIn();
      await remote.send(message);
    }
  };
  const initializing = new Set<RequestId>();
  local.onmessage = (message: JSONRPCMessage) => {
    const request = 'method' in message && 'id' in message ? message : undefined;
    if (request?.method === 'initialize') initializing.add(request.id);
    forward(message).catch((error: unknown) => {
      if (request) void local.send({ jsonrpc: '2.0', id: request.id, error: refusalOf(error) });
    });
  };
  remote.onmessage = (message: JSONRPCMessage) => {
    // Later requests name the protocol version the service chose (MCP-Protocol-Version).
    if ('result' in message && initializing.delete(message.id)) {
      const version = (message.result as { protocolVersion?: unknown }).protocolVersion;
      if (typeof version === 'string') remote.setProtocolVersion(version);
    }
    void local.send(message);
  };
  // A 401 the sign-in answers (forward above) is not worth a line.
  remote.onerror = (error) => {
    if (!(error instanceof UnauthorizedError)) process.stderr.write(`dsp mcp: ${error.message}\n`);
  };
  await remote.start();
  await local.start();
  await new Promise<void>((resolve) => process.stdin.once('end', resolve));
  await remote.close();
  await local.close();
}
