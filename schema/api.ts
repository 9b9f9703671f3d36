import * as v from 'valibot';
import { LIMITS } from './limits.js';
import { coded } from './messages.js';
import { Brief, DateOrTimestamp, Id } from './primitives.js';
import { SceneDocument } from './scene.js';

/**
 * Request bodies of the REST API (and the arguments of their MCP twins): the one
 * definition of each use case's input. A front door parses a body with its schema here
 * (server/use-cases/shared/envelope.ts) and hands the service the parsed value.
 *
 * A scene or an operation list inside a body is a slot (SceneSlot, OpsSlot): the body check
 * lets any value through there, and the service hands it to engine/validate or applyOps, so
 * its problems come back as 422 VALIDATION_FAILED with precise paths rather than as a
 * body error. The JSON Schema and OpenAPI exports (json-schema.ts) describe a slot as the
 * full scene or operations schema.
 */

/** Where a body carries a scene document: checked by engine/validate, documented as scene.json. */
export const SceneSlot = v.unknown();

/** Where a body carries edit operations: checked by applyOps, documented as ops.json. */
export const OpsSlot = v.unknown();

/**
 * Mermaid text where a body offers it beside a scene: the parser answers empty text and
 * text over 64 KB (MERMAID_EMPTY, 413 MERMAID_TOO_LARGE), as it does on every path in.
 */
export const MermaidSource = v.pipe(v.string(), v.description('Mermaid-syntax text, up to 64 KB: an erDiagram or a flowchart/graph; a sequenceDiagram, stateDiagram or classDiagram is also drawn (preview) but not saved.'));

/** Mermaid-syntax text: an erDiagram or a flowchart/graph, up to 64 KB. */
export const MermaidText = v.pipe(
  v.string(),
  v.minLength(1, coded('MERMAID_EMPTY', 'send the Mermaid text of an erDiagram or a flowchart')),
  v.check(
    (text) => new TextEncoder().encode(text).length <= LIMITS.mermaidBytes,
    coded('MERMAID_TOO_LARGE', `keep Mermaid text at or under ${LIMITS.mermaidBytes / 1024} KB`),
  ),
);

/** The caller's own name for a diagram; unique among the workspace's live diagrams. */
export const DiagramKey = v.pipe(
  Id,
  v.check((key) => !key.startsWith('dgm_'), coded('KEY_INVALID', 'keys cannot start with dgm_ (that prefix is for diagram ids)')),
);

/** A one-line commit-style note. */
export const Message = v.pipe(
  v.string(),
  v.maxLength(LIMITS.message, coded('MESSAGE_TOO_LONG', `keep the message at or under ${LIMITS.message} characters`)),
);

export const Revision = v.pipe(v.number(), v.integer(), v.minValue(1, coded('OUT_OF_RANGE', 'revisions start at 1')));

/** The schema snapshot formats derive reads (engine/derive's DERIVE_FORMATS). */
export const DERIVE_SOURCE_FORMATS = ['prisma', 'sql', 'dbml'] as const;

/** A schema snapshot: its format and its text (a schema.prisma, SQL DDL such as pg_dump --schema-only, or DBML). */
export const DeriveSource = v.strictObject({
  format: v.pipe(v.picklist(DERIVE_SOURCE_FORMATS), v.description('prisma, sql (PostgreSQL, MySQL or SQLite DDL) or dbml.')),
  source: v.pipe(v.string(), v.minLength(1, coded('DERIVE_SOURCE_EMPTY', 'send the text of the schema snapshot')), v.description('The snapshot text: a schema.prisma, a pg_dump --schema-only or mysqldump --no-data output, or DBML.')),
});

/** POST /v1/diagrams: exactly one of scene, mermaid or derive. */
export const CreateDiagramBody = v.strictObject({
  scene: v.optional(SceneSlot),
  mermaid: v.optional(MermaidSource),
  derive: v.optional(DeriveSource),
  key: v.optional(DiagramKey),
  brief: v.optional(Brief),
  message: v.optional(Message),
});

/** POST /v1/diagrams/{id}/revisions: exactly one of ops, mermaid, restoreRevision, or brief alone. */
export const CreateRevisionBody = v.strictObject({
  baseRevision: Revision,
  ops: v.optional(OpsSlot),
  mermaid: v.optional(MermaidText),
  restoreRevision: v.optional(v.union([Revision, v.strictObject({ asOf: DateOrTimestamp })])),
  brief: v.optional(v.nullable(Brief)),
  message: v.optional(Message),
  /** Unique per diagram; a retry with the same requestId returns the first result. */
  requestId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
});

/** POST /v1/diagrams/{id}/derive: the snapshot to bring the diagram in step with. */
export const DeriveBody = v.strictObject({
  ...DeriveSource.entries,
  message: v.optional(Message),
});

/** POST /v1/diagrams/derive-preview: what deriving into an empty diagram would make. */
export const DerivePreviewBody = DeriveSource;

/** The theme names and the image formats, written here only: the engine, the CLI, the element and the plugins take these lists. */
export const THEMES = ['clean', 'dark', 'blueprint', 'sketch'] as const;
export const Theme = v.picklist(THEMES);
export const IMAGE_FORMATS = ['svg', 'png'] as const;
export const ImageFormat = v.picklist(IMAGE_FORMATS);
/**
 * PNG output pixels per SVG px (spec rendering rule 11): the engine's RASTER_LIMITS range,
 * 0.1 to 10. Left out, a PNG is drawn at 1, or lower when 1 would pass 16 megapixels. The
 * range is checked by the PNG size rule (400 PNG_SCALE_OUT_OF_RANGE with the range and the
 * largest scale that fits), as on every image, so the body check asks for a number only.
 */
export const Scale = v.pipe(v.number(), v.finite(), v.description('PNG pixels per SVG px, from 0.1 to 10 (2 doubles the resolution).'));

/**
 * POST /v1/diagrams/validate: {scene}, {mermaid}, or the scene document itself (told apart
 * by its schemaVersion). An invalid scene is an answer (valid: false), not an error.
 */
export const ValidateBody = v.union([
  v.strictObject({ scene: SceneSlot }),
  v.strictObject({ mermaid: MermaidSource }),
  SceneDocument,
]);

/**
 * POST /v1/diagrams/preview: {scene} or {mermaid}, with format, theme and scale. Without
 * format the request's Accept picks it (image/png gives a PNG), else svg; without scale a
 * PNG follows the size rule.
 */
export const PreviewBody = v.strictObject({
  scene: v.optional(SceneSlot),
  mermaid: v.optional(MermaidSource),
  format: v.optional(ImageFormat),
  theme: v.optional(Theme),
  scale: v.optional(Scale),
});

/** PUT /v1/diagrams/{id}/sharing */
export const SharingBody = v.strictObject({
  visibility: v.picklist(['public', 'private']),
});

/** POST /v1/diagrams/{id}/links: no fields (an empty object, or no body at all). */
export const CreateShareLinkBody = v.strictObject({});

/** PUT /v1/workspace/sharing: owners turn public sharing of the workspace off and on. */
export const WorkspaceSharingBody = v.strictObject({
  publicSharing: v.boolean(),
});

/** POST /v1/diagrams/{id}/reports/preview */
export const ReportPreviewBody = v.strictObject({
  revision: v.optional(Revision),
  anonymize: v.optional(v.boolean(), true),
});

/** POST /v1/diagrams/{id}/reports */
export const ReportBody = v.strictObject({
  problem: v.pipe(
    v.string(),
    v.minLength(1, coded('PROBLEM_REQUIRED', 'describe the problem in one line')),
    v.maxLength(500, coded('PROBLEM_TOO_LONG', 'describe the problem in at most 500 characters')),
    v.regex(/^[^\r\n]*$/, coded('PROBLEM_NOT_ONE_LINE', 'describe the problem in one line (no line breaks)')),
  ),
  revision: v.optional(Revision),
  anonymize: v.optional(v.boolean(), true),
  /** The preview's seed: support then sees exactly the previewed copy. */
  seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 32 - 1))),
});

/** POST /v1/feedback */
export const FeedbackBody = v.strictObject({
  kind: v.picklist(['bug', 'docs', 'request', 'other']),
  summary: v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[^\r\n]*$/, coded('SUMMARY_NOT_ONE_LINE', 'write the summary on one line'))),
  expected: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  observed: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  confidence: v.optional(v.picklist(['seen', 'likely', 'unsure'])),
  id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.idLength))),
  revision: v.optional(Revision),
  /** A scene document or Mermaid-syntax text, up to 64 KB. */
  snippet: v.optional(v.union([MermaidText, SceneDocument])),
  anonymize: v.optional(v.boolean(), false),
  confirm: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(256))),
});

/** POST /v1/public/diagrams/{ref}/report */
export const PublicReportBody = v.strictObject({
  reason: v.picklist(['spam', 'hate', 'violence', 'abuse', 'illegal', 'copyright', 'other']),
  description: v.pipe(
    v.string(),
    v.minLength(50, coded('DESCRIPTION_TOO_SHORT', 'describe the problem in at least 50 characters')),
    v.maxLength(2000, coded('DESCRIPTION_TOO_LONG', 'describe the problem in at most 2,000 characters')),
  ),
  reporterEmail: v.optional(v.pipe(v.string(), v.maxLength(320), v.email())),
});

/**
 * POST /v1/auth/keys (every field optional; no body means the defaults). expiresInDays is
 * checked by the service, so a value outside 1-366 answers its own 400
 * INVALID_EXPIRES_IN_DAYS; null or absent is a key that does not expire.
 */
export const CreateKeyBody = v.strictObject({
  name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  scope: v.optional(v.picklist(['read', 'write'])),
  expiresInDays: v.optional(v.pipe(v.unknown(), v.description('Whole days from 1 to 366, or null for a key that does not expire.'))),
});

export type CreateDiagramBodyValue = v.InferOutput<typeof CreateDiagramBody>;
export type ValidateBodyValue = v.InferOutput<typeof ValidateBody>;
export type CreateKeyBodyValue = v.InferOutput<typeof CreateKeyBody>;
export type CreateShareLinkBodyValue = v.InferOutput<typeof CreateShareLinkBody>;
export type DeriveBodyValue = v.InferOutput<typeof DeriveBody>;
export type DeriveSourceValue = v.InferOutput<typeof DeriveSource>;
export type CreateRevisionBodyValue = v.InferOutput<typeof CreateRevisionBody>;
export type PreviewBodyValue = v.InferOutput<typeof PreviewBody>;
export type SharingBodyValue = v.InferOutput<typeof SharingBody>;
export type WorkspaceSharingBodyValue = v.InferOutput<typeof WorkspaceSharingBody>;
export type PublicReportBodyValue = v.InferOutput<typeof PublicReportBody>;
export type ThemeName = (typeof THEMES)[number];
export type ImageFormatName = (typeof IMAGE_FORMATS)[number];

/** The keyless diagram id form minted by the service. */
export const DiagramId = v.pipe(v.string(), v.regex(/^dgm_[A-Za-z0-9]+$/));
