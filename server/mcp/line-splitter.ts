/** What a LineSplitter hands on: each complete line, and each line that ran past the bound. */
export interface LineHandlers {
  /** A complete line, without its "\n" (a trailing "\r" is left in). */
  line(bytes: Buffer): void;
  /** A line passed `maxBytes`: told once, as soon as it does; its bytes up to the next "\n" are dropped. */
  oversized(prefix: Buffer): void;
}

/** How much of an oversized line is kept to say which line it was. */
const PREFIX_BYTES = 32;

/**
 * Cuts a byte stream into "\n"-ended lines, holding at most `maxBytes` of one line: a longer
 * line is reported and skipped to its end, and the lines after it are read as usual (the
 * SDK's own reader drops its whole buffer and ends the session instead).
 */
export class LineSplitter {
  private parts: Buffer[] = [];
  private length = 0;
  private skipping = false;

  constructor(
    private readonly maxBytes: number,
    private readonly handlers: LineHandlers,
  ) {}

  feed(chunk: Buffer): void {
    let start = 0;
    while (start < chunk.length) {
      const end = chunk.indexOf(10, start);
      const piece = chunk.subarray(start, end === -1 ? chunk.length : end);
      this.take(piece);
      if (end === -1) return;
      this.endLine();
      start = end + 1;
    }
  }

  private take(piece: Buffer): void {
    if (this.skipping || piece.length === 0) return;
    if (this.length + piece.length > this.maxBytes) {
      const prefix = Buffer.concat([...this.parts, piece.subarray(0, PREFIX_BYTES)]).subarray(0, PREFIX_BYTES);
      this.parts = [];
      this.length = 0;
      this.skipping = true;
      this.handlers.oversized(prefix);
      return;
    }
    this.parts.push(piece);
    this.length += piece.length;
  }

  private endLine(): void {
    const line = this.skipping ? undefined : Buffer.concat(this.parts, this.length);
    this.parts = [];
    this.length = 0;
    this.skipping = false;
    if (line) this.handlers.line(line);
  }
}
