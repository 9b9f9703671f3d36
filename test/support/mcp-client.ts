import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';

/** JSON Schema 2020-12, as the tools declare it (the SDK's default validator is draft-07). */
export const ajv2020 = new Ajv2020({ strict: false, allErrors: true });

/** The SDK's own client over Streamable HTTP to {url}/mcp, sending `headers` (a key) on every request. */
export async function mcpClient(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'dsp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers } }));
  return client;
}

/** A key's headers for mcpClient. */
export const bearer = (key: string): Record<string, string> => ({ authorization: `Bearer ${key}` });

/** A tool call's structured content (the test fails on a tool error it did not expect). */
export async function call<T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.structuredContent)}`);
  return result.structuredContent as T;
}

/** A tool call that must fail: its structured error {code, message, fix, ...}. */
export async function callFailing(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, unknown> & { code: string; fix: string }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (!result.isError) throw new Error(`${name} was expected to fail; it answered ${JSON.stringify(result.structuredContent).slice(0, 300)}`);
  return result.structuredContent as Record<string, unknown> & { code: string; fix: string };
}

/** Checks a structured answer against a tool's declared outputSchema (2020-12); returns the errors. */
export function outputErrors(tool: Tool, structured: unknown): string[] {
  const validate = ajv2020.compile(tool.outputSchema as object);
  return validate(structured) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}
