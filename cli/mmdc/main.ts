import { localCommands } from '../bundled-commands.js';

/**
 * The `dsp-mmdc` command: mermaid-cli's flags, drawn by DSP (docs/decisions/2026-11-28-mmdc-drop-in.md).
 * Its code comes from the CLI's one-file bundle when built, like `dsp render`'s
 * (cli/bundled-commands.ts); the command reports its own errors and answers mmdc's exit code.
 */
localCommands()
  .then((commands) => commands.mmdcCommand(process.argv.slice(2)))
  .then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`dsp-mmdc: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exitCode = 1;
    },
  );
