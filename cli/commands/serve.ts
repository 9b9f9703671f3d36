import { startServer } from '../../server/index.js';

export const serveUsage = 'dsp serve                     start the service (same as npm start; PORT, DSP_DATA_DIR from the environment)';

/** dsp serve: the same as npm start. Resolves never; the server runs until a signal. */
export async function serveCommand(args: string[]): Promise<number> {
  if (args.length > 0) process.stderr.write(`dsp serve takes no arguments; ignoring ${args.join(' ')}\n`);
  await startServer();
  return new Promise<number>(() => {});
}
