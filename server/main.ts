import { startServer } from './start.js';

// Entry point of `npm start` and `dsp serve`.
startServer().catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'could not start', error: String(error) })}\n`);
  process.exit(1);
});
