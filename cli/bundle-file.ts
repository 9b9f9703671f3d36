import { existsSync } from 'node:fs';

/**
 * The one-file bundle of the local commands, beside this module in dist/cli/
 * (scripts/bundle-cli.mjs). Its own module, importing nothing of the CLI, so that the
 * drawing threads (cli/render/draw-threads.ts) can ask whether they run bundled without an
 * import cycle through the loader (cli/bundled-commands.ts), which names the commands.
 */
export const BUNDLE = new URL('./local-commands.cjs', import.meta.url);

/** Whether the local commands come from the bundle: built, and not turned off by DSP_CLI_UNBUNDLED. */
export function runsBundled(): boolean {
  return process.env.DSP_CLI_UNBUNDLED === undefined && existsSync(BUNDLE);
}
