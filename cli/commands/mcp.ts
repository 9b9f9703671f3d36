import { parseArgs } from 'node:util';
import { serveMcpOverStdio, ServiceError } from '../../server/index.js';
import { UsageError } from '../read-input.js';
import { bridgeStdioToHttp } from './mcp-bridge.js';

export const mcpUsage = 'dsp mcp [--url URL] [--key KEY]   MCP over stdio: on the local data directory, or with --url a bridge to a running service (key also from DSP_API_KEY)';

/**
 * dsp mcp: the service's MCP tools for hosts that start a local process. Without --url it
 * runs them on the local database (DSP_DATA_DIR or DATABASE_URL; no server needed); with
 * --url it forwards to that service's /mcp. The key (--key, or DSP_API_KEY so it stays out
 * of process lists) picks the workspace; without one only the keyless tools exist.
 */
export async function mcpCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { url: { type: 'string' }, key: { type: 'string' } }, strict: true });
  const key = values.key ?? (process.env.DSP_API_KEY || undefined);
  if (values.url !== undefined) {
    let url: URL;
    try {
      url = new URL(values.url);
    } catch {
      throw new UsageError(`--url must be an http(s) address such as https://diagrams.example.com; got "${values.url}"\n  ${mcpUsage}`);
    }
    await bridgeStdioToHttp(url, key);
    return 0;
  }
  try {
    await serveMcpOverStdio(key ? { key } : {});
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    process.stderr.write(`dsp mcp: ${error.code}: ${error.message}\n`);
    return 1;
  }
  return 0;
}
