import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrawer, type WarmDrawer } from '../../../server/drawing-pool/index.js';
import { DRAWING_THREAD_NICE } from '../../../server/drawing-pool/thread-priority.js';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function niceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after it are space-separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

const onLinux = process.platform === 'linux';
let drawer: WarmDrawer;

beforeAll(async () => {
  drawer = createDrawer({ threads: 2 });
  await drawer.ready();
});

afterAll(async () => {
  await drawer.close();
});

describe.runIf(onLinux)('drawing threads yield to the event loop', () => {
  it('runs every drawing thread below the event loop, and leaves the event loop as it was', () => {
    const values = niceValues();
    expect(values.filter((nice) => nice === DRAWING_THREAD_NICE)).toHaveLength(2);
    // The main thread (the one whose id is the process id) keeps its priority.
    const mainStat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    expect(Number(mainStat.slice(mainStat.lastIndexOf(')') + 2).split(' ')[16])).toBe(0);
  });
});
