import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { guardedStdioTransport } from '../../server/index.js';

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
 */
export async function bridgeStdioToHttp(url: URL, key: string | undefined): Promise<void> {
  const local = guardedStdioTransport((entry) => process.stderr.write(`${JSON.stringify(entry)}\n`));
  const remote = new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers: key ? { authorization: `Bearer ${key}` } : {} } });
  const initializing = new Set<RequestId>();
  local.onmessage = (message: JSONRPCMessage) => {
    const request = 'method' in message && 'id' in message ? message : undefined;
    if (request?.method === 'initialize') initializing.add(request.id);
    remote.send(message).catch((error: unknown) => {
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
  remote.onerror = (error) => process.stderr.write(`dsp mcp: ${error.message}\n`);
  await remote.start();
  await local.start();
  await new Promise<void>((resolve) => process.stdin.once('end', resolve));
  await remote.close();
  await local.close();
}
