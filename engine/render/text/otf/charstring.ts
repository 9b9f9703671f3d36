import type { PathCommand } from 'opentype.js/dist/opentype.mjs';
import { Bytes } from './bytes.js';
import { writeCffNumber } from './cff-number.js';

const RMOVETO = 21;
const RLINETO = 5;
const RRCURVETO = 8;
const ENDCHAR = 14;

/**
 * A glyph's Type 2 charstring: its advance as the width operand, then its outline as
 * relative moves, lines and cubic curves on whole font units, then endchar. A TrueType
 * quadratic segment becomes the cubic with control points 2/3 of the way to its one
 * control point, each rounded, measured from the rounded current point: exactly what
 * opentype.js's CFF writer does, so the subset's bytes did not change when this writer
 * replaced it (engine/render/text/README.md, "The subset writer").
 */
export function charstring(advanceWidth: number, commands: readonly PathCommand[]): Uint8Array {
  // A parsed face keeps each glyph's commands, so the same glyph in the next drawing's subset is a lookup.
  const cached = written.get(commands);
  if (cached !== undefined && cached.advanceWidth === advanceWidth) return cached.bytes;
  const bytes = encode(advanceWidth, commands);
  written.set(commands, { advanceWidth, bytes });
  return bytes;
}

const written = new WeakMap<readonly PathCommand[], { advanceWidth: number; bytes: Uint8Array }>();

function encode(advanceWidth: number, commands: readonly PathCommand[]): Uint8Array {
  const out = new Bytes(16 + commands.length * 8);
  writeCffNumber(out, advanceWidth);
  let x = 0;
  let y = 0;
  for (const command of commands) {
    if (command.type === 'M' || command.type === 'L') {
      writeCffNumber(out, Math.round(command.x - x));
      writeCffNumber(out, Math.round(command.y - y));
      out.u8(command.type === 'M' ? RMOVETO : RLINETO);
      x = Math.round(command.x);
      y = Math.round(command.y);
    } else if (command.type === 'Q' || command.type === 'C') {
      const [x1, y1, x2, y2] =
        command.type === 'Q'
          ? [
              Math.round((1 / 3) * x + (2 / 3) * command.x1),
              Math.round((1 / 3) * y + (2 / 3) * command.y1),
              Math.round((1 / 3) * command.x + (2 / 3) * command.x1),
              Math.round((1 / 3) * command.y + (2 / 3) * command.y1),
            ]
          : [command.x1, command.y1, command.x2, command.y2];
      writeCffNumber(out, Math.round(x1 - x));
      writeCffNumber(out, Math.round(y1 - y));
      writeCffNumber(out, Math.round(x2 - x1));
      writeCffNumber(out, Math.round(y2 - y1));
      writeCffNumber(out, Math.round(command.x - x2));
      writeCffNumber(out, Math.round(command.y - y2));
      out.u8(RRCURVETO);
      x = Math.round(command.x);
      y = Math.round(command.y);
    }
  }
  out.u8(ENDCHAR);
  return out.view().slice();
}
