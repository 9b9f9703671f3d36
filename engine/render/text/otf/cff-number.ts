import type { Bytes } from './bytes.js';

/**
 * A CFF integer operand (dict and Type 2 charstring alike), in the shortest of the
 * standard forms: one byte for -107..107, two up to ±1131, then 3 (28) and 5 (29) bytes.
 */
export function writeCffNumber(out: Bytes, value: number): void {
  if (value >= -107 && value <= 107) out.u8(value + 139);
  else if (value >= 108 && value <= 1131) {
    const v = value - 108;
    out.u8((v >> 8) + 247).u8(v & 255);
  } else if (value >= -1131 && value <= -108) {
    const v = -value - 108;
    out.u8((v >> 8) + 251).u8(v & 255);
  } else if (value >= -32768 && value <= 32767) out.u8(28).u16(value);
  else out.u8(29).u32(value);
}

/**
 * A CFF real operand (nibble-coded decimal), as opentype.js writes it: from the number's
 * shortest decimal form, with a run of five or more 0s or 9s after the point rounded away.
 */
export function writeCffReal(out: Bytes, value: number): void {
  let text = value.toString();
  const run = /\.(\d*?)(?:9{5,20}|0{5,20})\d{0,2}(?:e(.+)|$)/.exec(text);
  if (run) {
    const epsilon = parseFloat(`1e${(run[2] ? Number(run[2]) : 0) + run[1]!.length}`);
    text = (Math.round(value * epsilon) / epsilon).toString();
  }
  let nibbles = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === 'e') nibbles += text[++i] === '-' ? 'c' : 'b';
    else if (c === '.') nibbles += 'a';
    else if (c === '-') nibbles += 'e';
    else nibbles += c;
  }
  nibbles += nibbles.length & 1 ? 'f' : 'ff';
  out.u8(30);
  for (let i = 0; i < nibbles.length; i += 2) out.u8(parseInt(nibbles.substring(i, i + 2), 16));
}
