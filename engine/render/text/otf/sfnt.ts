import { Bytes } from './bytes.js';
import type { FontTable } from './types.js';

/** Seconds from 1904-01-01 (OpenType's LONGDATETIME epoch) to 1970-01-01. */
export const MAC_EPOCH_OFFSET = 2_082_844_800;

/** The OpenType checksum of a stretch that starts and ends on a four-byte boundary (tables are zero-padded to one): the sum of its big-endian words. */
export function checksum(view: DataView, from: number, to: number): number {
  let sum = 0;
  for (let at = from; at < to; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/**
 * An OpenType font ('OTTO': CFF outlines) from its tables: the directory sorted by tag,
 * the tables in the order given, each padded to four bytes, and head.checkSumAdjustment
 * set so the whole font sums to 0xB1B0AFBA. `tables` must hold a head table.
 */
export function sfnt(tables: readonly FontTable[]): Uint8Array {
  const count = tables.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const padded = (length: number): number => (length + 3) & ~3;
  const directory = 12 + 16 * count;
  let size = directory;
  for (const table of tables) size += padded(table.data.length);
  const font = new Uint8Array(size);
  const view = new DataView(font.buffer);
  // The tables first, each at a four-byte boundary and zero-padded, so each checksum is a plain sum of words.
  const placed: Array<{ tag: string; offset: number; length: number }> = [];
  let offset = directory;
  for (const table of tables) {
    font.set(table.data, offset);
    placed.push({ tag: table.tag, offset, length: table.data.length });
    offset += padded(table.data.length);
  }
  const header = new Bytes(directory).ascii('OTTO').u16(count).u16(16 * power).u16(Math.log2(power)).u16(count * 16 - 16 * power);
  for (const table of [...placed].sort((a, b) => (a.tag > b.tag ? 1 : -1))) {
    header.ascii(table.tag).u32(checksum(view, table.offset, table.offset + padded(table.length))).u32(table.offset).u32(table.length);
  }
  font.set(header.view(), 0);
  const head = placed.find((table) => table.tag === 'head');
  if (head === undefined) throw new Error('an OpenType font needs a head table');
  view.setUint32(head.offset + 8, (0xb1b0afba - checksum(view, 0, size)) >>> 0);
  return font;
}
