import * as v from 'valibot';
import { LIMITS } from './limits.js';
import { coded } from './messages.js';

/** Ids of elements, scenes, styles, assets and constraints: 1-256 of [A-Za-z0-9._:-]. */
export const ID_PATTERN = /^[A-Za-z0-9._:-]+$/;

const idFix = `use 1 to ${LIMITS.idLength} characters from A-Z a-z 0-9 . _ : -`;

export const Id = v.pipe(
  v.string(),
  v.minLength(1, coded('INVALID_ID', `an id cannot be empty; ${idFix}`)),
  v.maxLength(LIMITS.idLength, coded('INVALID_ID', `this id is too long; ${idFix}`)),
  v.regex(ID_PATTERN, coded('INVALID_ID', `this id has characters that are not allowed; ${idFix}`)),
);

/** A free-form object (metadata, extensions, provenance): any JSON values. */
export const FreeForm = v.record(v.string(), v.unknown());

/** A finite coordinate in px. */
export const Coordinate = v.pipe(
  v.number(),
  v.minValue(-LIMITS.coordinate, coded('OUT_OF_RANGE', `keep coordinates within ±${LIMITS.coordinate}`)),
  v.maxValue(LIMITS.coordinate, coded('OUT_OF_RANGE', `keep coordinates within ±${LIMITS.coordinate}`)),
);

/** A width or height in px (>= 0). */
export const Size = v.pipe(
  v.number(),
  v.minValue(0, coded('OUT_OF_RANGE', 'sizes cannot be negative; use 0 or more')),
  v.maxValue(LIMITS.size, coded('OUT_OF_RANGE', `keep sizes at or under ${LIMITS.size} px`)),
);

/** A spacing, gap or padding in px (>= 0). */
export const Spacing = v.pipe(
  v.number(),
  v.minValue(0, coded('OUT_OF_RANGE', 'spacing cannot be negative; use 0 or more')),
  v.maxValue(LIMITS.spacing, coded('OUT_OF_RANGE', `keep spacing at or under ${LIMITS.spacing} px`)),
);

/** A fraction from 0 to 1 (port and anchor offsets, opacity). */
export const Fraction = v.pipe(
  v.number(),
  v.minValue(0, coded('OUT_OF_RANGE', 'use a number from 0 to 1')),
  v.maxValue(1, coded('OUT_OF_RANGE', 'use a number from 0 to 1')),
);

/** Degrees of rotation. */
export const Rotation = v.pipe(
  v.number(),
  v.minValue(-360, coded('OUT_OF_RANGE', 'use a rotation from -360 to 360 degrees')),
  v.maxValue(360, coded('OUT_OF_RANGE', 'use a rotation from -360 to 360 degrees')),
);

/**
 * A CSS colour. Hex, rgb()/hsl() functions, named colours, transparent and none are
 * accepted; url(...) references and characters that could break out of an SVG attribute
 * are not.
 */
export const Colour = v.pipe(
  v.string(),
  v.minLength(1, coded('COLOUR_INVALID', 'a colour cannot be empty; use for example #1f2937')),
  v.maxLength(LIMITS.colour, coded('COLOUR_INVALID', `keep colours under ${LIMITS.colour} characters; use for example #1f2937`)),
  v.regex(
    /^(?![\s]*[uU][rR][lL][\s]*\()[#A-Za-z0-9(),.%\s/+-]+$/,
    coded('COLOUR_INVALID', 'use a CSS colour such as #1f2937, rgb(31 41 55), hsl(215 28% 17%) or a colour name'),
  ),
);

/** Human text shown in a drawing (labels, text elements). */
export const Text = v.pipe(
  v.string(),
  v.maxLength(LIMITS.text, coded('TEXT_TOO_LONG', `shorten this text to at most ${LIMITS.text} characters`)),
);

/** Short human text (titles, names). */
export const Title = v.pipe(
  v.string(),
  v.maxLength(LIMITS.title, coded('TEXT_TOO_LONG', `shorten this to at most ${LIMITS.title} characters`)),
);

/** A diagram brief: a short description agents read first. */
export const Brief = v.pipe(
  v.string(),
  v.maxLength(LIMITS.brief, coded('BRIEF_TOO_LONG', `shorten the brief to at most ${LIMITS.brief} characters`)),
);

/**
 * An ISO 8601 timestamp with a time zone (Z or ±hh:mm). A regex rather than
 * v.isoTimestamp() so that the exported JSON Schema pattern is exactly the rule we apply.
 */
export const TIMESTAMP_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** A calendar date YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const Timestamp = v.pipe(
  v.string(),
  v.regex(TIMESTAMP_PATTERN, coded('TIMESTAMP_INVALID', 'use an ISO 8601 timestamp with a zone, e.g. 2026-01-31T12:00:00Z')),
);

/** asOf values: a date (end of that UTC day) or a timestamp with offset. */
export const DateOrTimestamp = v.pipe(
  v.string(),
  v.regex(
    new RegExp(`(${DATE_PATTERN.source})|(${TIMESTAMP_PATTERN.source})`),
    coded('TIMESTAMP_INVALID', 'use a date (2026-01-31) or a timestamp with a zone (2026-01-31T12:00:00Z)'),
  ),
);

export const Point = v.strictObject({ x: Coordinate, y: Coordinate });
