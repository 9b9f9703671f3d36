import { Bytes } from './bytes.js';
import { macRoman } from './mac-roman.js';
import type { SubsetFontSpec } from './types.js';

/** Name IDs in the order opentype.js lists a new font's names, then the three it adds when writing. */
function namesOf(spec: SubsetFontSpec): Array<[number, string]> {
  const fullName = `${spec.familyName} ${spec.styleName}`;
  return [
    [1, spec.familyName],
    [2, spec.styleName],
    [4, fullName],
    [6, (spec.familyName + spec.styleName).replace(/\s/g, '')],
    [9, ' '], // designer
    [12, ' '], // designer URL
    [8, ' '], // manufacturer
    [11, ' '], // manufacturer URL
    [13, spec.license],
    [14, spec.licenseURL],
    [5, spec.version],
    [10, ' '], // description
    [0, spec.copyright],
    [7, ' '], // trademark
    [3, ` : ${fullName}`], // unique ID: "<manufacturer>: <full name>"
    [16, spec.familyName], // preferred family
    [17, spec.styleName], // preferred subfamily
  ];
}

const utf16 = (text: string): number[] => {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) bytes.push(text.charCodeAt(i) >> 8, text.charCodeAt(i) & 255);
  return bytes;
};

interface NameRecord {
  platform: number;
  encoding: number;
  language: number;
  nameId: number;
  length: number;
  offset: number;
}

/**
 * The name table: every name for the Unicode platform (UTF-16, language 0 of the ltag
 * table), Macintosh (Mac OS Roman, English) and Windows (UTF-16, en-US), in one string
 * pool where a string already in it anywhere, at any byte, is not written again. That is
 * opentype.js's pool; its byte-by-byte search was the slowest part of writing a subset, so
 * the pool is searched here as a string of bytes with indexOf, which finds the same first
 * place.
 */
export function nameTable(spec: SubsetFontSpec): Uint8Array {
  const names = namesOf(spec);
  // A face's subsets all carry the same names (the face's own family, not a drawing's
  // scoped one), so the table is written once per face and style.
  const key = names.map(([, text]) => text).join('\u0000');
  let table = tables.get(key);
  if (table === undefined) {
    table = writeNameTable(names);
    if (tables.size >= CACHED_TABLES) tables.delete(tables.keys().next().value!);
    tables.set(key, table);
  }
  return table;
}

const CACHED_TABLES = 32;
const tables = new Map<string, Uint8Array>();

function writeNameTable(names: ReadonlyArray<[number, string]>): Uint8Array {
  const records: NameRecord[] = [];
  const pool = new Bytes();
  let poolText = '';
  const place = (bytes: number[]): number => {
    const text = String.fromCharCode(...bytes);
    let offset = poolText.indexOf(text);
    if (offset < 0) {
      offset = poolText.length;
      poolText += text;
      pool.bytes(bytes);
    }
    return offset;
  };
  for (const [platform, encoding, language] of [
    [0, 4, 0],
    [1, 0, 0],
    [3, 1, 0x409],
  ] as const) {
    for (const [nameId, text] of names) {
      const bytes = platform === 1 ? macRoman(text) : utf16(text);
      if (bytes === undefined) continue;
      records.push({ platform, encoding, language, nameId, length: bytes.length, offset: place(bytes) });
    }
  }
  records.sort((a, b) => a.platform - b.platform || a.encoding - b.encoding || a.language - b.language || a.nameId - b.nameId);
  const out = new Bytes().u16(0).u16(records.length).u16(6 + records.length * 12);
  for (const record of records) out.u16(record.platform).u16(record.encoding).u16(record.language).u16(record.nameId).u16(record.length).u16(record.offset);
  return out.bytes(pool.view()).view().slice();
}
