/**
 * Every size limit of DSP 0.1 in one place. The spec fixes some of them (elements,
 * operations, brief, ids, Mermaid text); where it says "not shown" we chose a value and
 * documented it in schema/README.md. Breaking any of them is a validation error.
 */
export const LIMITS = {
  /** Elements per scene, edges included (spec): the service's limit, and the readers' default. */
  elements: 1000,
  /**
   * Elements per scene the engine's library API reads (render, renderMermaid: large
   * diagrams drawn offline), where the spec's limit is the service's (our choice: far above
   * any drawable size, it keeps Mermaid's `A & B --> C & D` from multiplying without end).
   */
  libraryElements: 100_000,
  /** Operations per edit (spec). */
  opsPerEdit: 500,
  /** Element, scene, style, asset and constraint id length (spec). */
  idLength: 256,
  /** Diagram brief (spec). */
  brief: 1000,
  /** Mermaid-syntax text and feedback snippets, in bytes of UTF-8 (spec: 64 KB). */
  mermaidBytes: 64 * 1024,
  /** Any label or text element content, in characters (our choice). */
  text: 20_000,
  /** Scene title, element name, frame and group title (our choice). */
  title: 500,
  /** Scene description (our choice). */
  description: 5_000,
  /** Nesting depth of groups and frames (our choice). */
  nestingDepth: 32,
  /** Absolute value of any coordinate (our choice). */
  coordinate: 1_000_000,
  /** Any width, height or canvas side (our choice). */
  size: 100_000,
  /** Spacing values of layoutStrategy and constraints (our choice). */
  spacing: 10_000,
  /** Embedded asset data, in base64 characters (our choice: about 3 MB of bytes). */
  assetData: 4_000_000,
  /** Ports per node (our choice). */
  ports: 64,
  /** ER columns per entity (our choice). */
  columns: 500,
  /** A commit-style message (our choice). */
  message: 500,
  /** Colour strings (our choice). */
  colour: 64,
  /** Icon keys or URLs (our choice). */
  icon: 2048,
} as const;

/**
 * How many elements (edges included) a reader of scenes or Mermaid text accepts. Absent:
 * the spec's LIMITS.elements, so the service can not forget it; the library API passes
 * LIMITS.libraryElements.
 */
export interface ElementLimit {
  maxElements?: number;
}
