import * as v from 'valibot';

/**
 * The answers of the tools (their output schemas). Loose objects: each lists the fields a
 * caller relies on; the services may add more, as REST answers do.
 */

export const DiagnosticOutput = v.looseObject({ code: v.string(), severity: v.string(), message: v.string() });
const Diagnostics = v.array(DiagnosticOutput);
const Ids = v.array(v.string());

export const CreatedOutput = v.looseObject({
  id: v.string(), key: v.nullable(v.string()), revision: v.number(), hash: v.string(), chain: v.nullable(v.string()), warnings: Diagnostics, created: v.boolean(),
});

export const EditedOutput = v.looseObject({
  id: v.string(), revision: v.number(), hash: v.string(), chain: v.nullable(v.string()), warnings: Diagnostics,
  changed: v.looseObject({ added: Ids, updated: Ids, removed: Ids }),
  noop: v.optional(v.boolean()), replayed: v.optional(v.boolean()),
});

export const ReadOutput = v.looseObject({ id: v.string(), revision: v.number(), text: v.optional(v.string()), scene: v.optional(v.record(v.string(), v.unknown())), mermaid: v.optional(v.string()), unchanged: v.optional(v.boolean()) });

export const DiagramSummaryOutput = v.looseObject({ id: v.string(), key: v.nullable(v.string()), title: v.nullable(v.string()), revision: v.number(), visibility: v.string(), updatedAt: v.string() });

export const ListOutput = v.looseObject({ diagrams: v.array(DiagramSummaryOutput), nextCursor: v.optional(v.string()) });

export const ValidationOutput = v.looseObject({ valid: v.boolean(), diagnostics: Diagnostics });

export const LinksOutput = v.looseObject({ published: v.boolean(), svg: v.string(), png: v.string(), url: v.optional(v.string()), expires: v.optional(v.string()) });

export const RenderOutput = v.looseObject({
  id: v.optional(v.string()), revision: v.optional(v.number()), format: v.picklist(['svg', 'png']), mimeType: v.string(), width: v.optional(v.number()), height: v.optional(v.number()),
  diagnostics: v.optional(Diagnostics), links: v.optional(LinksOutput),
});

export const IdOutput = v.looseObject({ id: v.string() });

export const ComparisonOutput = v.looseObject({
  fromRevision: v.number(), toRevision: v.number(), summary: v.looseObject({ added: v.number(), removed: v.number(), modified: v.number() }),
  added: Ids, removed: Ids, modified: Ids, changedConstraintIds: Ids,
});

export const RevisionOutput = v.looseObject({ revision: v.number(), createdAt: v.string(), message: v.nullable(v.string()), createdVia: v.nullable(v.string()) });

/** diagram_history: the history page, or with `from` the comparison of two versions. */
export const HistoryOutput = v.looseObject({
  id: v.string(), revisions: v.optional(v.array(RevisionOutput)), nextCursor: v.optional(v.string()),
  fromRevision: v.optional(v.number()), toRevision: v.optional(v.number()), added: v.optional(Ids), removed: v.optional(Ids), modified: v.optional(Ids),
});
