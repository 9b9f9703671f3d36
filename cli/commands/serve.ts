import { existsSync } from 'node:fs';
import { startServer } from '../../server/index.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';

/** In a checkout, builds the element's bundle when its sources changed (as npm start does); an installed package ships it built. */
async function ensureEmbedInCheckout(): Promise<void> {
  const script = new URL('../../scripts/build-embed.mjs', import.meta.url);
  if (!existsSync(script)) return;
  const { ensureEmbed } = (await import(script.href)) as { ensureEmbed(): Promise<{ built: boolean; builtInMs?: number }> };
  let result: { built: boolean; builtInMs?: number };
  try {
    result = await ensureEmbed();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    process.stderr.write('dsp serve: vite is not installed, so the element bundle was not built; /play and /assets answer 503 until npm run build runs\n');
    return;
  }
  if (result.built) process.stdout.write(`embed: dist/embed/ built in ${((result.builtInMs ?? 0) / 1000).toFixed(1)} s\n`);
}

const SPEC: CommandSpec = {
  synopsis: 'dsp serve',
  description: 'Starts the service, the same as npm start. PORT, DSP_DATA_DIR, DATABASE_URL and the other settings come from the environment (docs/operating.md, "Settings of each instance").',
  options: {},
  positionals: { min: 0, max: 0 },
};

export const serveUsage = SPEC.synopsis;

/** dsp serve: the same as npm start. Resolves never; the server runs until a signal. */
export async function serveCommand(argv: string[]): Promise<number> {
  if (parseCommandArgs(SPEC, argv) === undefined) return 0;
  await ensureEmbedInCheckout();
  await startServer();
  return new Promise<number>(() => {});
}
