/**
 * What DSP takes from a Mermaid config JSON (mmdc's -c). Each key is either used, accepted
 * without effect (it changes nothing DSP draws: startOnLoad, securityLevel, htmlLabels...),
 * or ignored and named in one warning. The table is written down in
 * docs/decisions/2026-11-28-mmdc-drop-in.md.
 */

type Router = 'straight' | 'orthogonal' | 'curved';

/** The Mermaid diagram sections whose settings can apply (the engine's diagram types). */
export type DiagramSection = 'flowchart' | 'er' | 'sequence' | 'state' | 'class';

export interface MermaidCliConfig {
  /** `theme`: Mermaid's name, mapped by themes.ts; it wins over -t, as in mmdc (the file is assigned over the flag). */
  theme?: string;
  /** `themeVariables.darkMode`: the dark theme for default, base and neutral. */
  darkMode: boolean;
  /** `flowchart.wrappingWidth`: the widest line of a label, in px. */
  wrappingWidth?: number;
  /** `markdownAutoWrap: false`: labels keep their written lines. */
  markdownAutoWrap?: boolean;
  /** `flowchart.curve`: the router of the edges the diagram gives none. */
  curve?: Router;
  /** `<section>.diagramPadding`: the space around the drawing, for that kind of diagram. */
  diagramPadding: Partial<Record<DiagramSection, number>>;
  /** `sequence.mirrorActors: false`: no actor boxes under the lifelines. */
  mirrorActors?: boolean;
  /** Dotted paths of the keys that change Mermaid's drawing and are not used here. */
  ignored: string[];
}

/** Mermaid's curve names by the DSP router that draws closest to them (the engine's linkStyle table). */
const CURVES: Record<string, Router> = {
  linear: 'straight', step: 'orthogonal', stepafter: 'orthogonal', stepbefore: 'orthogonal',
  basis: 'curved', bumpx: 'curved', bumpy: 'curved', cardinal: 'curved', catmullrom: 'curved',
  monotonex: 'curved', monotoney: 'curved', natural: 'curved',
};

/** Keys that tune Mermaid's runtime in a browser, not the picture: accepted without a word. */
const RUNTIME_KEYS = new Set(['startOnLoad', 'securityLevel', 'logLevel', 'deterministicIds', 'deterministicIDSeed', 'maxTextSize', 'maxEdges', 'htmlLabels', 'arrowMarkerAbsolute', 'suppressErrorRendering', 'secure', 'dompurifyConfig', 'wrap']);

/** Keys of a diagram section accepted without a word: DSP's SVG is always responsive and its labels always SVG text. */
const SECTION_RUNTIME_KEYS = new Set(['useMaxWidth', 'htmlLabels']);

const SECTIONS: readonly DiagramSection[] = ['flowchart', 'er', 'sequence', 'state', 'class'];

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPadding = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1000;

/** One section's settings: the ones DSP uses, and the ignored paths. */
function readSection(section: DiagramSection, tree: Tree, config: MermaidCliConfig): void {
  for (const [key, value] of Object.entries(tree)) {
    if (SECTION_RUNTIME_KEYS.has(key)) continue;
    if (key === 'diagramPadding' && section !== 'sequence' && isPadding(value)) config.diagramPadding[section] = value;
    else if (section === 'flowchart' && key === 'wrappingWidth' && typeof value === 'number' && value >= 0) config.wrappingWidth = value;
    else if (section === 'flowchart' && key === 'curve' && typeof value === 'string' && CURVES[value.toLowerCase()] !== undefined) config.curve = CURVES[value.toLowerCase()];
    else if (section === 'sequence' && key === 'mirrorActors' && typeof value === 'boolean') config.mirrorActors = value;
    else config.ignored.push(`${section}.${key}`);
  }
}

/** Splits a parsed Mermaid config into what DSP draws with and the paths it ignores. */
export function readMermaidConfig(tree: unknown): MermaidCliConfig {
  const config: MermaidCliConfig = { darkMode: false, diagramPadding: {}, ignored: [] };
  if (!isTree(tree)) {
    config.ignored.push('(the config is not a JSON object)');
    return config;
  }
  for (const [key, value] of Object.entries(tree)) {
    if (RUNTIME_KEYS.has(key)) continue;
    if (key === 'theme' && (typeof value === 'string' || value === null)) config.theme = String(value);
    else if (key === 'markdownAutoWrap' && typeof value === 'boolean') config.markdownAutoWrap = value;
    else if (key === 'themeVariables' && isTree(value)) {
      for (const [name, setting] of Object.entries(value)) {
        if (name === 'darkMode' && typeof setting === 'boolean') config.darkMode = setting;
        else config.ignored.push(`themeVariables.${name}`);
      }
    } else if ((SECTIONS as readonly string[]).includes(key) && isTree(value)) readSection(key as DiagramSection, value, config);
    else config.ignored.push(key);
  }
  return config;
}

/** The config of a run without -c: Mermaid's defaults, which DSP's defaults stand for. */
export const NO_CONFIG: MermaidCliConfig = { darkMode: false, diagramPadding: {}, ignored: [] };
