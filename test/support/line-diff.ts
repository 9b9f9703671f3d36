/** One line of a diff: kept (' '), only in the expected text ('-') or only in the got one ('+'). */
export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}

// Past this many cells the table would be too large: the diff then starts at the first difference.
const MAX_CELLS = 8_000_000;

/**
 * The lines of `expected` and `got` as a diff (longest common subsequence), cut to the
 * changed lines with `context` lines around each run of changes; '…' lines stand for the
 * unchanged stretches left out.
 */
export function lineDiff(expected: string, got: string, context = 3): DiffLine[] {
  const a = expected.split('\n');
  const b = got.split('\n');
  const all = (a.length + 1) * (b.length + 1) > MAX_CELLS ? fromFirstDifference(a, b) : lcsDiff(a, b);
  return trimmed(all, context);
}

function lcsDiff(a: readonly string[], b: readonly string[]): DiffLine[] {
  const width = b.length + 1;
  // lengths[i * width + j]: the common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ op: ' ', text: a[i]! });
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
      out.push({ op: '-', text: a[i]! });
      i += 1;
    } else {
      out.push({ op: '+', text: b[j]! });
      j += 1;
    }
  }
  return out;
}

function fromFirstDifference(a: readonly string[], b: readonly string[]): DiffLine[] {
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same += 1;
  return [
    ...a.slice(0, same).map((text): DiffLine => ({ op: ' ', text })),
    ...a.slice(same).map((text): DiffLine => ({ op: '-', text })),
    ...b.slice(same).map((text): DiffLine => ({ op: '+', text })),
  ];
}

function trimmed(lines: readonly DiffLine[], context: number): DiffLine[] {
  const keep = lines.map(() => false);
  lines.forEach((line, i) => {
    if (line.op === ' ') return;
    for (let k = Math.max(0, i - context); k <= Math.min(lines.length - 1, i + context); k += 1) keep[k] = true;
  });
  const out: DiffLine[] = [];
  lines.forEach((line, i) => {
    if (keep[i]) out.push(line);
    else if (i === 0 || keep[i - 1]) out.push({ op: ' ', text: '…' });
  });
  return out;
}
