import type { TrackIndex, TrackSegment } from './track-index.js';

/**
 * How many recorded routes each step of one search grid crosses, counted once per search
 * from the routes themselves: a recorded segment crossing a grid line lies strictly between
 * two neighbouring grid points (one step) of every grid line its extent passes, so it is
 * filed under that step of each. Asking the track index step by step instead (one cell
 * look-up per 64 px of step, for each of the tens of thousands of steps a search takes)
 * was a third of the search's time on the 60-entity ER bench diagram; this costs the
 * recorded segments times the lines they pass, a few thousand additions.
 */
export class StepCrossings {
  // Horizontal step from (i, j) to (i + 1, j) at j * (nx - 1) + i; vertical step from
  // (i, j) to (i, j + 1) at i * (ny - 1) + j.
  private horizontalSteps: Int32Array = new Int32Array(0);
  private verticalSteps: Int32Array = new Int32Array(0);
  private nx = 0;
  private ny = 0;

  /** Counts the crossings of every step of the grid with lines `xs` × `ys` (ascending). */
  count(tracks: TrackIndex, xs: readonly number[], ys: readonly number[]): void {
    const nx = xs.length;
    const ny = ys.length;
    this.nx = nx;
    this.ny = ny;
    this.horizontalSteps = cleared(this.horizontalSteps, Math.max(0, (nx - 1) * ny));
    this.verticalSteps = cleared(this.verticalSteps, Math.max(0, (ny - 1) * nx));
    // A vertical segment crosses horizontal steps (rows), a horizontal one vertical steps (columns).
    for (const segment of tracks.segments(true)) fileSegment(this.horizontalSteps, segment, xs, ys);
    for (const segment of tracks.segments(false)) fileSegment(this.verticalSteps, segment, ys, xs);
  }

  /** Crossings of the step between grid points (i, j) and (ni, nj), neighbours on one line. */
  between(i: number, j: number, ni: number, nj: number): number {
    if (nj === j) return this.horizontalSteps[j * (this.nx - 1) + (i < ni ? i : ni)]!;
    return this.verticalSteps[i * (this.ny - 1) + (j < nj ? j : nj)]!;
  }
}

/**
 * Adds one to every step a recorded segment passes through: on each grid line strictly
 * inside its extent (min, max), the step whose two points lie strictly either side of its
 * coordinate `at`. `across`: the grid's coordinates along the steps; `lines`: the
 * coordinates of the lines the steps run on (steps are stored line by line).
 */
function fileSegment(steps: Int32Array, [at, min, max]: Readonly<TrackSegment>, across: readonly number[], lines: readonly number[]): void {
  const stride = across.length - 1;
  const step = upperBound(across, at) - 1;
  if (step < 0 || step >= stride || across[step] === at) return;
  for (let line = upperBound(lines, min); line < lines.length && lines[line]! < max; line++) steps[line * stride + step]!++;
}

/** The index of the first value in `sorted` greater than `value`. */
function upperBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `buffer` zeroed over `size` entries, or a new one when it is too small. */
function cleared(buffer: Int32Array, size: number): Int32Array {
  if (buffer.length < size) return new Int32Array(Math.max(size, 2 * buffer.length));
  buffer.fill(0, 0, size);
  return buffer;
}
