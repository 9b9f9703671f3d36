import { paintAttributes } from '../svg/paint.js';
import { attributes } from '../svg/writer.js';
import type { Paint } from '../types.js';

/** How many paints a look keeps written: a drawing uses a handful, a theme's worth for each look of a few themes fits. */
const KEPT = 64;

interface Written extends Paint {
  written: string;
}

/**
 * A paint's attributes as written, kept by the paint's fields: every outline and line of
 * a drawing is painted in one of a few paints (an ER drawing paints hundreds of rules and
 * badges in a handful), each of them made afresh by its caller. `write` must be pure, so a
 * kept string is exactly what writing again would give.
 */
export class WrittenPaints {
  private readonly known: Written[] = [];

  constructor(private readonly write: (paint: Paint) => string) {}

  // Where the last paint was found: a drawing paints runs of paths alike (an entity's row rules, its badges).
  private last = 0;

  of(paint: Paint): string {
    const last = this.known[this.last];
    if (last !== undefined && samePaint(last, paint)) return last.written;
    for (let i = 0; i < this.known.length; i++) {
      const entry = this.known[i]!;
      if (samePaint(entry, paint)) {
        this.last = i;
        return entry.written;
      }
    }
    const written = this.write(paint);
    // First in, first out: one drawing's paints sit far under the bound.
    if (this.known.length >= KEPT) this.known.shift();
    const dash = paint.dash === undefined || paint.dash === null ? paint.dash : [...paint.dash];
    this.known.push({ fill: paint.fill, stroke: paint.stroke, strokeWidth: paint.strokeWidth, dash, opacity: paint.opacity, written });
    return written;
  }
}

/** The attributes of a paint (paintAttributes), written. */
export function writtenPaint(paint: Paint): string {
  return attributes(paintAttributes(paint));
}

function samePaint(a: Paint, b: Paint): boolean {
  return a.fill === b.fill && a.stroke === b.stroke && a.strokeWidth === b.strokeWidth && a.opacity === b.opacity && sameDash(a.dash, b.dash);
}

function sameDash(a: Paint['dash'], b: Paint['dash']): boolean {
  if (a === b) return true;
  if (a === undefined || a === null || b === undefined || b === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}
