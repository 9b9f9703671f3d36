import { validateCommand, validateUsage } from './commands/validate.js';
import { layoutCommand, layoutUsage } from './commands/layout.js';
import { serveCommand, serveUsage } from './commands/serve.js';
import { renderCommand, renderUsage } from './commands/render.js';
import { adminCommand, adminUsage } from './commands/admin.js';
import { mcpCommand, mcpUsage } from './commands/mcp.js';
import { UsageError } from './read-input.js';

type Command = (args: string[]) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  validate: validateCommand,
  layout: layoutCommand,
  render: renderCommand,
  serve: serveCommand,
  admin: adminCommand,
  mcp: mcpCommand,
};

const USAGE = ['Usage:', `  ${validateUsage}`, `  ${layoutUsage}`, `  ${renderUsage}`, `  ${serveUsage}`, `  ${adminUsage}`, `  ${mcpUsage}`].join('\n');

/** Runs one CLI invocation and returns its exit code (2 for usage and input errors). */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`dsp: unknown command "${name}"\n${USAGE}\n`);
    return 2;
  }
  try {
    return await command(args);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`Usage: ${error.message}\n`);
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
