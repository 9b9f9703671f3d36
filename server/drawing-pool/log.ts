/** Where the drawer reports what operators should see: timeouts, engine faults, threads that died. */
export type DrawingLog = (entry: Record<string, unknown>) => void;

/** The default: one JSON line on stderr, in the shape of the server's other log lines. */
export const stderrLog: DrawingLog = (entry) => {
  process.stderr.write(`${JSON.stringify(entry)}\n`);
};
