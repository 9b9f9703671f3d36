/** One cloud-provider icon as generated into data/ (scripts/generate-icons.mjs). */
export interface CloudIcon {
  /** The body's own coordinate box, e.g. "0 0 256 256". */
  viewBox: string;
  /** Where it comes from: "<iconify set>:<name>". */
  source: string;
  /** For one-colour Simple Icons: the brand colour already written into the body. */
  brandColour?: string;
  /** The inner SVG markup, in its own colours; any ids in it are unique to this icon. */
  body: string;
}
