/**
 * Every diagnostic code the engine can produce, with its severity and meaning. This is
 * the one list; builders look severities up here, and docs are generated from it.
 */
export const DIAGNOSTIC_CODES = {
  // Schema (shape of the document)
  REQUIRED_FIELD_MISSING: { severity: 'error', meaning: 'A required field is absent.' },
  UNKNOWN_FIELD: { severity: 'error', meaning: 'A field that this object does not have (objects are strict, so typos are caught).' },
  WRONG_TYPE: { severity: 'error', meaning: 'A value of the wrong JSON type.' },
  INVALID_VALUE: { severity: 'error', meaning: 'A value outside the allowed set (enumerations, constants).' },
  UNKNOWN_ELEMENT_KIND: { severity: 'error', meaning: 'An element kind other than node, edge, group, frame, text, image, guide.' },
  UNKNOWN_OPERATION: { severity: 'error', meaning: 'An op name that is not one of the 17 operations.' },
  UNKNOWN_CONSTRAINT_TYPE: { severity: 'error', meaning: 'A constraint type that is not one of the ten types.' },
  OUT_OF_RANGE: { severity: 'error', meaning: 'A number outside its allowed range.' },
  NOT_AN_INTEGER: { severity: 'error', meaning: 'A number that must be whole is not.' },
  TOO_SHORT: { severity: 'error', meaning: 'A string or list below its minimum length.' },
  TOO_LONG: { severity: 'error', meaning: 'A string or list above its maximum length.' },
  INVALID_FORMAT: { severity: 'error', meaning: 'A string that does not match its required format.' },
  INVALID_ID: { severity: 'error', meaning: 'An id that is empty, longer than 256 characters, or uses characters outside [A-Za-z0-9._:-].' },
  SCHEMA_VERSION_UNSUPPORTED: { severity: 'error', meaning: 'schemaVersion is not "0.1".' },
  COLOUR_INVALID: { severity: 'error', meaning: 'A colour that is not a plain CSS colour.' },
  FONT_FAMILY_INVALID: { severity: 'error', meaning: 'A font family with characters outside letters, digits, spaces and commas.' },
  ICON_INVALID: { severity: 'error', meaning: 'An icon that is neither a {family}:{id} key nor an http(s) URL.' },
  TIMESTAMP_INVALID: { severity: 'error', meaning: 'A date or timestamp not in ISO 8601 form with a zone.' },
  TEXT_TOO_LONG: { severity: 'error', meaning: 'A label, title or text longer than its limit.' },
  BRIEF_TOO_LONG: { severity: 'error', meaning: 'A brief longer than 1,000 characters.' },
  TOO_MANY_ELEMENTS: { severity: 'error', meaning: 'More than 1,000 elements in one scene (edges included).' },
  TOO_MANY_OPS: { severity: 'error', meaning: 'More than 500 operations in one edit.' },
  OPS_EMPTY: { severity: 'error', meaning: 'An edit with an empty ops array.' },
  CHILDREN_REQUIRED: { severity: 'error', meaning: 'groupElements or createFrame without children.' },
  CONSTRAINT_TOO_FEW_ELEMENTS: { severity: 'error', meaning: 'A constraint with fewer elements than its type needs.' },
  NOTE_ANCHOR_INVALID: { severity: 'error', meaning: 'A sequence note anchor that is not one lifeline id or a list of two or more.' },
  ASSET_TOO_LARGE: { severity: 'error', meaning: 'An embedded asset above the size limit.' },
  ASSET_DATA_INVALID: { severity: 'error', meaning: 'Asset data that is not plain base64.' },
  JSON_TOO_DEEP: { severity: 'error', meaning: 'JSON nested more than 64 levels deep.' },
  INVALID_JSON: { severity: 'error', meaning: 'Text that is not valid JSON (CLI input).' },
  INVALID_UNICODE: { severity: 'error', meaning: 'A string holding a lone UTF-16 surrogate, which cannot be hashed or drawn.' },
  MERMAID_EMPTY: { severity: 'error', meaning: 'Empty Mermaid text.' },
  MERMAID_TOO_LARGE: { severity: 'error', meaning: 'Mermaid text above 64 KB.' },
  KEY_INVALID: { severity: 'error', meaning: 'A diagram key that is not allowed (for example one starting with dgm_).' },
  MESSAGE_TOO_LONG: { severity: 'error', meaning: 'A revision message above 500 characters.' },
  SCHEMA_INVALID: { severity: 'error', meaning: 'Any other schema violation.' },

  // Semantic rules (validate)
  DUPLICATE_ID: { severity: 'error', meaning: 'Two elements (or two constraints) share an id.' },
  EDGE_ENDPOINT_NOT_FOUND: { severity: 'error', meaning: 'An edge endpoint names no element.' },
  EDGE_ENDPOINT_KIND_INVALID: { severity: 'error', meaning: 'An edge endpoint names an edge or a guide, or a port on something that has no ports.' },
  ENDPOINT_PORT_AND_ANCHOR: { severity: 'error', meaning: 'An endpoint has both portId and anchor.' },
  PORT_NOT_FOUND: { severity: 'error', meaning: 'An endpoint portId names no port of its node.' },
  DUPLICATE_PORT_ID: { severity: 'error', meaning: 'Two ports of one node share an id.' },
  EDGE_COLUMN_NOT_FOUND: { severity: 'warning', meaning: 'endpoint.column names no declared column; the endpoint anchors at the entity face.' },
  CHILD_NOT_FOUND: { severity: 'error', meaning: 'A group or frame lists a child that does not exist.' },
  CHILD_KIND_INVALID: { severity: 'error', meaning: 'A group or frame lists a guide or itself as a child, or a frame other than a fragment lists an edge.' },
  CONTAINMENT_CYCLE: { severity: 'error', meaning: 'Groups or frames contain each other in a loop.' },
  ELEMENT_IN_MULTIPLE_GROUPS: { severity: 'error', meaning: 'An element is a child of two groups.' },
  ELEMENT_IN_MULTIPLE_FRAMES: { severity: 'error', meaning: 'An element is a child of two frames.' },
  NESTING_TOO_DEEP: { severity: 'error', meaning: 'Groups and frames nested deeper than the limit.' },
  PLACE_TARGET_NOT_FOUND: { severity: 'error', meaning: 'A relative layout places against an element that does not exist.' },
  PLACE_TARGET_COUNT: { severity: 'error', meaning: 'A relative place names none, or more than one, of above/below/leftOf/rightOf/inside.' },
  PLACE_TARGET_KIND_INVALID: { severity: 'error', meaning: 'A relative layout places against an edge or a guide.' },
  RELATIVE_LAYOUT_CYCLE: { severity: 'error', meaning: 'Relative layouts depend on each other in a loop.' },
  LAYOUT_SHORTHAND_CONFLICT: { severity: 'error', meaning: 'An element has both layout and x/y/width/height shorthand.' },
  LAYOUT_REQUIRED: { severity: 'error', meaning: 'A text or image element has no layout.' },
  STYLE_NOT_FOUND: { severity: 'error', meaning: 'An element names a style that scene.styles does not define.' },
  ASSET_NOT_FOUND: { severity: 'error', meaning: 'An image names an asset that scene.assets does not define.' },
  NOTE_ANCHOR_NOT_FOUND: { severity: 'error', meaning: 'A sequence note anchors to an element that does not exist.' },
  NOTE_ANCHOR_KIND_INVALID: { severity: 'error', meaning: 'A sequence note anchors to something other than a sequence.lifeline or sequence.actor.' },
  CONSTRAINT_MEMBER_NOT_FOUND: { severity: 'error', meaning: 'A constraint names an element that does not exist.' },
  CONSTRAINT_MEMBER_KIND_INVALID: { severity: 'error', meaning: 'A constraint names an edge or a guide, which have no box.' },
  CONSTRAINT_SELF_REFERENCE: { severity: 'error', meaning: 'An order constraint with the same source and target, or a container that is also a member.' },
  MISSING_DIAGRAM_FAMILY: { severity: 'info', meaning: 'diagramFamily omitted; the diagram draws as a generic flowchart.' },

  // Layout and drawing (engine/measure, engine/layout)
  TEXT_OVERFLOW: { severity: 'warning', meaning: 'Wrapped text overflows its element; data.requiredHeight and data.availableHeight in px.' },
  NODE_OVERLAP_DETECTED: { severity: 'warning', meaning: 'Two nodes overlap; fix with autoLayout on the listed elements.' },
  NODE_OUTSIDE_FRAME: { severity: 'warning', meaning: 'A re-placed member does not fit its frame.' },
  EDGE_LABEL_SUPPRESSED_REDUNDANT: { severity: 'info', meaning: 'Edge labels equal to column names promoted to column anchors.' },
  CANVAS_AUTO_EXTENDED: { severity: 'info', meaning: 'Declared canvas too small and grown (content plus a 40 px margin).' },
  CANVAS_AUTO_TIGHTENED: { severity: 'info', meaning: 'A declared axis much larger than the auto-laid-out content was capped at content x 1.4.' },
  CANVAS_CONTENT_OFFSET: { severity: 'info', meaning: 'The content centre is off the canvas centre by more than 10% of a dimension.' },

  // Editing (engine/ops)
  CONSTRAINT_REMOVED: { severity: 'warning', meaning: 'deleteElement removed a constraint.' },
  RELATIVE_LAYOUT_FIXED: { severity: 'warning', meaning: 'A relative layout became absolute.' },

  // Mermaid (engine/mermaid; MERMAID_EMPTY and MERMAID_TOO_LARGE are listed with the schema codes)
  MERMAID_TYPE_UNSUPPORTED: { severity: 'error', meaning: 'A Mermaid diagram type other than flowchart/graph or erDiagram; data.type names it.' },
  MERMAID_SYNTAX_ERROR: { severity: 'error', meaning: 'Mermaid text that does not parse; line and column (1-based) say where, the message what was expected.' },
  MERMAID_LIMIT_EXCEEDED: { severity: 'error', meaning: 'Mermaid text that would make a scene above a DSP limit (elements, subgraph nesting); data.limit names it.' },
  MERMAID_INTERNAL_ERROR: { severity: 'error', meaning: 'The Mermaid reader failed on this text (a bug; please report the text).' },
  MERMAID_UNSUPPORTED: { severity: 'warning', meaning: 'A Mermaid construct DSP cannot keep (click, init config, CSS property...); it was dropped. data.line says where.' },
  MERMAID_APPROXIMATED: { severity: 'warning', meaning: 'A Mermaid construct kept in its nearest DSP form (shape, arrowhead, markdown text, merged classes...). data.line says where.' },
  MERMAID_ID_REWRITTEN: { severity: 'warning', meaning: 'A Mermaid id outside the DSP id rule was mapped to a valid id; data.mermaidId and data.id.' },
  MERMAID_TEXT_TRUNCATED: { severity: 'warning', meaning: 'A Mermaid label, title or column longer than its DSP limit was shortened.' },
} as const satisfies Record<string, { severity: 'error' | 'warning' | 'info'; meaning: string }>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

export function isDiagnosticCode(code: string): code is DiagnosticCode {
  return Object.prototype.hasOwnProperty.call(DIAGNOSTIC_CODES, code);
}
