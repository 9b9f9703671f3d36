import type { LocalCommands } from './bundled-commands.js';
import { InputOutputError, UsageError } from './errors.js';
import { packageVersion } from '../fonts/package-version.js';
import { MissingServerPackages, missingServerPackages, serverCommand, serverPackagesMessage } from './server-commands.js';

interface Command {
  summary: string;
  run(args: string[]): Promise<number>;
}

// Each command's module is loaded only when that command runs, so `dsp render` and
// `dsp validate` never load the server, and --help and --version load nothing at all. The
// service's commands also check first that its packages (optional peers) are installed.
// The local ones come from one bundle with a code cache when built (cli/bundled-commands.ts).
const localCommands = async (): Promise<LocalCommands> => (await import('./bundled-commands.js')).localCommands();

const COMMANDS: Record<string, Command> = {
  render: { summary: 'draw scenes and Mermaid files (one, many, a folder or a glob) as SVG or PNG', run: async (args) => (await localCommands()).renderCommand(args) },
  validate: { summary: 'check a scene or Mermaid file without drawing it', run: async (args) => (await localCommands()).validateCommand(args) },
  layout: { summary: 'lay out a scene and print it with its computed positions as JSON', run: async (args) => (await localCommands()).layoutCommand(args) },
  derive: { summary: 'draw an ER diagram from a schema snapshot (Prisma, SQL, DBML), or bring a scene file in step with it', run: async (args) => (await localCommands()).deriveCommand(args) },
  serve: { summary: 'start the service (the same as npm start)', run: serverCommand('serve', async () => (await import('./commands/serve.js')).serveCommand) },
  admin: { summary: 'accounts, keys, reports and database copies on the service\'s database', run: serverCommand('admin', async () => (await import('./commands/admin.js')).adminCommand) },
  mcp: { summary: 'the MCP tools over stdio, on the local database or as a bridge to a running service', run: serverCommand('mcp', async () => (await import('./commands/mcp.js')).mcpCommand) },
};

const SERVER_COMMANDS = ['serve', 'admin', 'mcp'];

function usage(): string {
  // Without the service's packages its commands are one line saying what to install.
  const missing = missingServerPackages();
  const listed = Object.entries(COMMANDS).filter(([name]) => missing.length === 0 || !SERVER_COMMANDS.includes(name));
  const width = Math.max(...listed.map(([name]) => name.length)) + 2;
  const lines = listed.map(([name, command]) => `  ${name.padEnd(width)}${command.summary}`);
  if (missing.length > 0) lines.push(`  ${serverPackagesMessage(SERVER_COMMANDS, missing)}`);
  return ['Usage: dsp <command> [options]', '', 'Commands:', ...lines, '', 'Run "dsp <command> --help" for a command\'s options; "dsp --version" for the version.', 'Exit status: 0 ok, 1 a diagram refused (its diagnostics say why), 2 usage, or a file that could not be read or written.'].join('\n');
}

/** The message and exit code 2 for the errors that are the caller's to fix; anything else is rethrown. */
function reportFailure(name: string, error: unknown): number {
  if (error instanceof UsageError) {
    process.stderr.write(`dsp ${name}: ${error.message}\n`);
    return 2;
  }
  if (error instanceof MissingServerPackages) {
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  if (error instanceof InputOutputError) {
    process.stderr.write(`dsp: ${error.message}\n`);
    return 2;
  }
  const { code, path } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES' || code === 'ENOTDIR') {
    process.stderr.write(`dsp: cannot read ${path ?? 'the input'} (${code})\n`);
    return 2;
  }
  throw error;
}

/** Runs one CLI invocation and returns its exit code (2 for usage and input errors). */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? process.stdout : process.stderr).write(`${usage()}\n`);
    return name ? 0 : 2;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(`dsp: unknown command "${name}"\n${usage()}\n`);
    return 2;
  }
  try {
    return await command.run(args);
  } catch (error) {
    return reportFailure(name, error);
  }
}

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`dsp: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
