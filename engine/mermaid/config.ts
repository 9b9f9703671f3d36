/**
 * The Mermaid configuration DSP reads (from the frontmatter `config:` block and from
 * `%%{init: {...}}%%` directives): how wide labels are set, and whether a sequence diagram
 * draws its participants again at the bottom. Everything else in a config (theme, look,
 * curve...) stays Mermaid's and is warned about as ignored.
 */
export interface MermaidLabelConfig {
  /** `flowchart.wrappingWidth`: the widest line of a label, in px (Mermaid's default 200). */
  wrappingWidth?: number;
  /** `markdownAutoWrap`: false keeps labels on their written lines. */
  markdownAutoWrap?: boolean;
  /**
   * `sequence.mirrorActors` (Mermaid's default true): the participants drawn again under
   * their lifelines. The sequence family's foot bars are that mirror, so false becomes
   * the scene's `extensions.showLifelineFeet: false`.
   */
  mirrorActors?: boolean;
}

/** A config read: what DSP keeps of it, and the keys (dotted paths) it ignores. */
export interface ReadConfig {
  config: MermaidLabelConfig;
  ignored: string[];
}

type Tree = { [key: string]: Tree | string | number | boolean | null | unknown[] };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Splits a parsed config into what DSP reads and the paths of everything else. */
export function readConfig(tree: unknown): ReadConfig {
  const result: ReadConfig = { config: {}, ignored: [] };
  if (!isTree(tree)) return result;
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'markdownAutoWrap' && typeof value === 'boolean') result.config.markdownAutoWrap = value;
    else if (key === 'flowchart' && isTree(value)) {
      for (const [inner, setting] of Object.entries(value)) {
        if (inner === 'wrappingWidth' && typeof setting === 'number' && Number.isFinite(setting) && setting >= 0) result.config.wrappingWidth = setting;
        else result.ignored.push(`flowchart.${inner}`);
      }
    } else if (key === 'sequence' && isTree(value)) {
      for (const [inner, setting] of Object.entries(value)) {
        if (inner === 'mirrorActors' && typeof setting === 'boolean') result.config.mirrorActors = setting;
        else result.ignored.push(`sequence.${inner}`);
      }
    } else result.ignored.push(key);
  }
  return result;
}

/** Merges a later config over an earlier one (Mermaid: a directive overrides the frontmatter). */
export function mergeConfig(base: ReadConfig, next: ReadConfig): ReadConfig {
  return { config: { ...base.config, ...next.config }, ignored: [...base.ignored, ...next.ignored] };
}

const DIRECTIVES = /%%\{([\s\S]*?)\}%%/g;

/** The config a text sets: its frontmatter's, then each init directive's over it (Mermaid's order). */
export function configOfText(text: string, frontmatter: ReadConfig | undefined): ReadConfig {
  let config: ReadConfig = frontmatter ?? { config: {}, ignored: [] };
  if (!text.includes('%%{')) return config;
  for (const match of text.matchAll(DIRECTIVES)) {
    const read = directiveConfig(match[1] ?? '');
    if (read !== undefined) config = mergeConfig(config, read);
  }
  return config;
}

/**
 * A JavaScript-style object literal as Mermaid's directives write it (single or double
 * quotes, bare keys, trailing commas) parsed as JSON; undefined when it is not one.
 */
export function parseObjectLiteral(text: string): unknown {
  const json = text
    .replace(/'((?:[^'\\]|\\.)*)'/g, (_, body: string) => JSON.stringify(body.replace(/\\'/g, "'")))
    .replace(/([{,]\s*)([A-Za-z_$][\w$-]*)\s*:/g, '$1"$2":')
    .replace(/,\s*([}\]])/g, '$1');
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

const DIRECTIVE = /^\s*(?:init|initialize)\s*:\s*([\s\S]*)$/;

/** The config of a `%%{init: {...}}%%` directive's body (between `%%{` and `}%%`), or undefined for another directive or one that cannot be read. */
export function directiveConfig(body: string): ReadConfig | undefined {
  const match = DIRECTIVE.exec(body);
  if (match === null) return undefined;
  const tree = parseObjectLiteral(match[1] ?? '');
  return isTree(tree) ? readConfig(tree) : undefined;
}

/** A YAML scalar as a value: number, boolean, null or string (quotes removed). */
function yamlScalar(text: string): string | number | boolean | null {
  const value = text.replace(/\s+#.*$/, '').trim();
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  if (value === '' || value === 'null' || value === '~') return null;
  if (/^(["']).*\1$/.test(value)) return value.slice(1, -1);
  return value;
}

/**
 * The frontmatter's `config:` value from its lines: an inline `{...}` after the key, or the
 * indented block below it (nested maps of scalars, as Mermaid's configs are written).
 */
export function frontmatterConfig(inline: string, block: readonly string[]): ReadConfig {
  if (inline.trim().startsWith('{')) return readConfig(parseObjectLiteral(inline.trim()));
  const root: Tree = {};
  const stack: Array<{ indent: number; tree: Tree }> = [{ indent: -1, tree: root }];
  for (const line of block) {
    const match = /^(\s*)([A-Za-z_$][\w$-]*|"[^"]*"|'[^']*')\s*:(.*)$/.exec(line);
    if (match === null) continue;
    const indent = (match[1] ?? '').length;
    const key = (match[2] ?? '').replace(/^["']|["']$/g, '');
    while (stack.length > 1 && (stack[stack.length - 1]?.indent ?? -1) >= indent) stack.pop();
    const parent = stack[stack.length - 1]?.tree ?? root;
    const rest = match[3] ?? '';
    if (rest.trim() === '') {
      const tree: Tree = {};
      parent[key] = tree;
      stack.push({ indent, tree });
    } else {
      parent[key] = rest.trim().startsWith('{') ? (parseObjectLiteral(rest.trim()) as Tree) : yamlScalar(rest);
    }
  }
  return readConfig(root);
}

/** layoutStrategy.labelWrapWidth for a config: its wrappingWidth, 0 when markdownAutoWrap is false, else none (the engine's 200, Mermaid's default). */
export function labelWrapWidthOf(config: MermaidLabelConfig): number | undefined {
  if (config.markdownAutoWrap === false) return 0;
  return config.wrappingWidth;
}
