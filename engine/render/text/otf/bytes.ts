/**
 * A growing big-endian byte buffer: what every table of the subset font is written into.
 * Plain numbers in, so a value out of range wraps the way the OpenType writers of
 * opentype.js wrap it (`v >> 8 & 255`): this writer must give their exact bytes.
 */
export class Bytes {
  private buffer: Uint8Array;
  length = 0;

  constructor(capacity = 256) {
    this.buffer = new Uint8Array(capacity);
  }

  private room(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  u8(value: number): this {
    this.room(1);
    this.buffer[this.length++] = value & 255;
    return this;
  }

  /** USHORT, SHORT, FWORD, UFWORD and Card16 alike: the low 16 bits. */
  u16(value: number): this {
    this.room(2);
    this.buffer[this.length++] = (value >> 8) & 255;
    this.buffer[this.length++] = value & 255;
    return this;
  }

  /** ULONG, LONG and FIXED alike: the low 32 bits. */
  u32(value: number): this {
    this.room(4);
    this.buffer[this.length++] = (value >> 24) & 255;
    this.buffer[this.length++] = (value >> 16) & 255;
    this.buffer[this.length++] = (value >> 8) & 255;
    this.buffer[this.length++] = value & 255;
    return this;
  }

  /** A four-character table or vendor tag, or any ASCII text one byte a character. */
  ascii(text: string): this {
    this.room(text.length);
    for (let i = 0; i < text.length; i += 1) this.buffer[this.length++] = text.charCodeAt(i) & 255;
    return this;
  }

  bytes(values: ArrayLike<number>): this {
    this.room(values.length);
    if (values instanceof Uint8Array) this.buffer.set(values, this.length);
    else for (let i = 0; i < values.length; i += 1) this.buffer[this.length + i] = values[i]! & 255;
    this.length += values.length;
    return this;
  }

  /** The bytes written so far (a view: copy before writing more if it must be kept). */
  view(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}
