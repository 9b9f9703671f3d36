import { validateCommand, validateUsage } from './commands/validate.js';
import { layoutCommand, layoutUsage } from './commands/layout.js';
import { renderCommand, renderUsage } from './commands/render.js';
import { UsageError } from './read-input.js';
import { MissingServerPackages, serverCommand, serverUsage } from './server-commands.js';

type Command = (args: string[]) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  validate: validateCommand,
  layout: layoutCommand,
  render: renderCommand,
  // The service's commands import the server only when run (its packages are optional).
  serve: serverCommand('serve', async () => (await import('./commands/serve.js')).serveCommand),
  admin: serverCommand('admin', async () => (await import('./commands/admin.js')).adminCommand),
  mcp: serverCommand('mcp', async () => (await import('./commands/mcp.js')).mcpCommand),
};

async function usage(): Promise<string> {
  const server = await serverUsage({
    serve: async () => (await import('./commands/serve.js')).serveUsage,
    admin: async () => (await import('./commands/admin.js')).adminUsage,
    mcp: async () => (await import('./commands/mcp.js')).mcpUsage,
  });
  return ['Usage:', validateUsage, layoutUsage, renderUsage, ...server].join('\n  ');
}

/** Runs one CLI invocation and returns its exit code (2 for usage and input errors). */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${await usage()}\n`);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`dsp: unknown command "${name}"\n${await usage()}\n`);
    return 2;
  }
  try {
    return await command(args);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`Usage: ${error.message}\n`);
      return 2;
    }
    if (error instanceof MissingServerPackages) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
      process.stderr.write(`dsp: cannot read ${(error as NodeJS.ErrnoException).path ?? 'the input'} (${code})\n`);
      return 2;
    }
    throw error;
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
