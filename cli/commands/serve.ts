import { existsSync } from 'node:fs';
import { startServer } from '../../server/index.js';

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

export const serveUsage = 'dsp serve                     start the service (same as npm start; PORT, DSP_DATA_DIR from the environment)';

/** dsp serve: the same as npm start. Resolves never; the server runs until a signal. */
export async function serveCommand(args: string[]): Promise<number> {
  if (args.length > 0) process.stderr.write(`dsp serve takes no arguments; ignoring ${args.join(' ')}\n`);
  await ensureEmbedInCheckout();
  await startServer();
  return new Promise<number>(() => {});
}
