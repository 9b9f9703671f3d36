import { ServiceError } from '../../ports/index.js';

/** Which image of which version an image address names. */
export interface ImageAddress {
  /** The diagram's id or key. */
  ref: string;
  revision: number;
  format: 'svg' | 'png';
}

/** The options of a version image read with a key. */
export interface ImageOptions {
  /** PNG only: output pixels per SVG px; absent: the PNG size rule. */
  scale?: number;
  /** Draw again with today's engine (not stored). */
  engine?: 'current';
  /** Colour what changed since this revision of the same diagram (spec rendering rule 10). */
  from?: number;
}

const ADDRESS = /^(.+)@([1-9][0-9]{0,9})\.(svg|png)$/;

/** Reads "{id}@{revision}.svg" or ".png"; anything else names no image (404). */
export function parseImageAddress(file: string): ImageAddress {
  const match = ADDRESS.exec(file);
  if (!match) {
    throw new ServiceError(404, 'NOT_FOUND', `"${file}" names no image; image addresses look like {id}@{revision}.svg or {id}@{revision}.png.`);
  }
  return { ref: match[1]!, revision: Number(match[2]), format: match[3] as 'svg' | 'png' };
}

/** A revision to colour changes from that is not another revision of the diagram: 400 FROM_REVISION_INVALID. */
export function fromRevisionInvalid(from: string | number, revision: number, latest: number): ServiceError {
  return new ServiceError(
    400,
    'FROM_REVISION_INVALID',
    `from=${String(from)} is not another revision of this diagram; use a revision number from 1 to ${latest} other than ${revision}.`,
    { from: String(from), revision, latest },
  );
}

/** Reads the query of an image read: scale (PNG), engine=current, from=<revision>. */
export function parseImageOptions(query: Record<string, string>, address: ImageAddress, latest: number): ImageOptions {
  const options: ImageOptions = {};
  if (query.scale !== undefined) {
    if (address.format !== 'png') throw new ServiceError(400, 'INVALID_PARAMETER', 'scale applies to PNG images only; drop it or ask for the .png.', { parameter: 'scale' });
    const scale = Number(query.scale);
    if (query.scale.trim() === '' || !Number.isFinite(scale)) throw new ServiceError(400, 'INVALID_PARAMETER', `scale must be a number (2 doubles the resolution); got "${query.scale}".`, { parameter: 'scale' });
    options.scale = scale;
  }
  if (query.engine !== undefined) {
    if (query.engine !== 'current') throw new ServiceError(400, 'INVALID_PARAMETER', `engine takes one value, current (draw again with today's engine); got "${query.engine}".`, { parameter: 'engine' });
    options.engine = 'current';
  }
  if (query.from !== undefined) {
    const from = /^[1-9][0-9]{0,9}$/.test(query.from) ? Number(query.from) : NaN;
    if (!(from <= latest) || from === address.revision) throw fromRevisionInvalid(query.from, address.revision, latest);
    options.from = from;
  }
  return options;
}
