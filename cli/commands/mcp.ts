import { serveMcpOverStdio, ServiceError } from '../../server/index.js';
import { parseCommandArgs, usageError, type CommandSpec } from '../args.js';
import { bridgeStdioToHttp } from './mcp-bridge.js';

const SPEC: CommandSpec = {
  synopsis: 'dsp mcp [--url URL] [--key KEY]',
  description:
    'The MCP tools over stdio, for hosts that start a local process: on the local data directory (DSP_DATA_DIR or DATABASE_URL, no server needed), or with --url as a bridge to a running service\'s /mcp. The key picks the workspace; without one only the keyless tools exist.',
  options: {
    url: { type: 'string', value: 'URL', help: 'forward to this service (https://diagrams.example.com) instead of the local database' },
    key: { type: 'string', value: 'KEY', help: 'the API key (or DSP_API_KEY, which stays out of process lists)' },
  },
  positionals: { min: 0, max: 0 },
};

export const mcpUsage = SPEC.synopsis;

/**
 * dsp mcp: the service's MCP tools for hosts that start a local process. Without --url it
 * runs them on the local database (DSP_DATA_DIR or DATABASE_URL; no server needed); with
 * --url it forwards to that service's /mcp. The key (--key, or DSP_API_KEY so it stays out
 * of process lists) picks the workspace; without one only the keyless tools exist.
 */
export async function mcpCommand(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(SPEC, args);
  if (!parsed) return 0;
  const key = parsed.string('key') ?? (process.env.DSP_API_KEY || undefined);
  const address = parsed.string('url');
  if (address !== undefined) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw usageError(SPEC, `--url must be an http(s) address such as https://diagrams.example.com; got "${address}"`);
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
