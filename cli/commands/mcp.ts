import { serveMcpOverStdio, ServiceError } from '../../server/index.js';
import { parseCommandArgs, usageError, type CommandSpec } from '../args.js';
import { McpSignIn, SignInError } from '../sign-in/index.js';
import { bridgeStdioToHttp } from './mcp-bridge.js';

const SPEC: CommandSpec = {
  synopsis: 'dsp mcp [--url URL] [--key KEY | --keyless | --sign-in | --sign-out] [--no-browser]',
  description:
    'The MCP tools over stdio, for hosts that start a local process: on the local data directory (DSP_DATA_DIR or DATABASE_URL, no server needed), or with --url as a bridge to a running service\'s /mcp. The key picks the workspace; with --url and no key you sign in in the browser as yourself instead (the sign-in is kept for later runs). Without either only the keyless tools exist.',
  options: {
    url: { type: 'string', value: 'URL', help: 'forward to this service (https://diagrams.example.com) instead of the local database' },
    key: { type: 'string', value: 'KEY', help: 'the API key (or DSP_API_KEY, which stays out of process lists)' },
    keyless: { type: 'boolean', help: 'with --url: no key and no sign-in, only the keyless tools' },
    'sign-in': { type: 'boolean', help: 'with --url: sign in in the browser now (or check the kept sign-in), then exit' },
    'sign-out': { type: 'boolean', help: 'with --url: revoke and forget the kept sign-in to that service, then exit' },
    'no-browser': { type: 'boolean', help: 'print the sign-in address on stderr without opening a browser' },
  },
  positionals: { min: 0, max: 0 },
  notes: [
    'Sign-in: with --url and no key, dsp mcp signs in through the service\'s OAuth (a browser page, back to a listener on 127.0.0.1) before it serves, and keeps the refresh token in the config directory ($XDG_CONFIG_HOME/dsp or ~/.config/dsp; %APPDATA%\\dsp on Windows), credentials.json, mode 600. Later runs need no browser. Run --sign-in once in a terminal when a host gives a process little time to start.',
    'Exit status: 0 when stdin ends (or after --sign-in, --sign-out), 1 when the key or the sign-in is refused, 2 usage.',
  ],
};

export const mcpUsage = SPEC.synopsis;

/**
 * dsp mcp: the service's MCP tools for hosts that start a local process. Without --url it
 * runs them on the local database (DSP_DATA_DIR or DATABASE_URL; no server needed); with
 * --url it forwards to that service's /mcp. The key (--key, or DSP_API_KEY so it stays out
 * of process lists) picks the workspace; with --url and no key the person signs in through
 * the browser (docs/mcp-oauth.md); without either only the keyless tools exist.
 */
export async function mcpCommand(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(SPEC, args);
  if (!parsed) return 0;
  const key = parsed.string('key') ?? (process.env.DSP_API_KEY || undefined);
  const address = parsed.string('url');
  const chosen = ['keyless', 'sign-in', 'sign-out'].filter((name) => parsed.flag(name));
  if (chosen.length > 1) throw usageError(SPEC, `--${chosen[0]} and --${chosen[1]} do not go together`);
  if (address === undefined) {
    const needsUrl = [...chosen, 'no-browser'].find((name) => parsed.flag(name));
    if (needsUrl) throw usageError(SPEC, `--${needsUrl} needs --url (it is about a running service)`);
    return serveLocally(key);
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw usageError(SPEC, `--url must be an http(s) address such as https://diagrams.example.com; got "${address}"`);
  }
  if (parsed.flag('keyless') || (key !== undefined && chosen.length === 0)) {
    await bridgeStdioToHttp(url, { key: parsed.flag('keyless') ? undefined : key });
    return 0;
  }
  const signIn = new McpSignIn({ mcpUrl: new URL('/mcp', url), openBrowser: !parsed.flag('no-browser') });
  try {
    if (parsed.flag('sign-out')) {
      await signIn.signOut();
      return 0;
    }
    if (!(await signIn.offered())) {
      if (parsed.flag('sign-in')) throw new SignInError(`${url.host} offers no sign-in (its /mcp is not an OAuth protected resource); use an API key`);
      process.stderr.write(`dsp mcp: ${url.host} offers no sign-in: only the keyless tools; pass a key (--key or DSP_API_KEY) for more\n`);
      await bridgeStdioToHttp(url, {});
      return 0;
    }
    await signIn.signIn();
  } catch (error) {
    // Whatever stopped the sign-in (refused, timed out, the service's OAuth error) is one line for the person.
    if (!(error instanceof Error)) throw error;
    process.stderr.write(`dsp mcp: ${error instanceof SignInError ? '' : `sign-in to ${url.host} failed: `}${error.message}\n`);
    return 1;
  }
  if (parsed.flag('sign-in')) return 0;
  await bridgeStdioToHttp(url, { signIn });
  return 0;
}

/** dsp mcp without --url: the tools on the local database. */
async function serveLocally(key: string | undefined): Promise<number> {
  try {
    await serveMcpOverStdio(key ? { key } : {});
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    process.stderr.write(`dsp mcp: ${error.code}: ${error.message}\n`);
    return 1;
  }
  return 0;
}
