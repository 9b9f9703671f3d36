import { frontmatterConfig, type ReadConfig } from './config.js';
import type { Warnings } from './warnings.js';

/** What DSP keeps of a Mermaid frontmatter block. */
export interface Frontmatter {
  title?: string;
  titleLine?: number;
  /** What the `config:` block says about labels (config.ts). */
  config?: ReadConfig;
}

/** A YAML scalar as Mermaid's frontmatter writes it: "double", 'single' or plain. */
function scalar(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"')) {
    const end = trimmed.lastIndexOf('"');
    const body = end > 0 ? trimmed.slice(1, end) : trimmed.slice(1);
    return body.replace(/\\(u[0-9A-Fa-f]{4}|.)/g, (_, escape: string) => {
      if (escape.startsWith('u') && escape.length === 5) return String.fromCharCode(Number.parseInt(escape.slice(1), 16));
      return ({ n: '\n', t: '\t', '"': '"', '\\': '\\', '/': '/' } as Record<string, string>)[escape] ?? escape;
    });
  }
  if (trimmed.startsWith("'")) {
    const end = trimmed.lastIndexOf("'");
    return (end > 0 ? trimmed.slice(1, end) : trimmed.slice(1)).replace(/''/g, "'");
  }
  return trimmed.replace(/\s+#.*$/, '');
}

/**
 * Reads the frontmatter lines (between the `---` fences; `firstLine` is the line number
 * of the first of them): `title` becomes the scene title; `config` is read for how labels
 * wrap (config.ts; the rest of it is warned about); any other key is ignored with a warning.
 */
export function readFrontmatter(lines: readonly string[], firstLine: number, warnings: Warnings): Frontmatter {
  const result: Frontmatter = {};
  lines.forEach((text, index) => {
    const line = firstLine + index;
    const key = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(text);
    if (!key) return;
    const [, name = '', rest = ''] = key;
    if (name === 'title') {
      let value = scalar(rest);
      if (/^[|>][+-]?$/.test(rest.trim())) {
        const block: string[] = [];
        for (let next = index + 1; next < lines.length && /^(\s+\S|\s*$)/.test(lines[next] ?? ''); next++) block.push((lines[next] ?? '').trim());
        value = block.join(rest.trim().startsWith('|') ? '\n' : ' ').trim();
      }
      result.title = value;
      result.titleLine = line;
    } else if (name === 'config') {
      const block: string[] = [];
      for (let next = index + 1; next < lines.length && /^(\s+\S|\s*$)/.test(lines[next] ?? ''); next++) block.push(lines[next] ?? '');
      result.config = frontmatterConfig(rest, block);
      if (result.config.ignored.length > 0 || Object.keys(result.config.config).length === 0) {
        warnings.add('MERMAID_UNSUPPORTED', line, 'the frontmatter config (theme, look, layout, curve...) is ignored except flowchart.wrappingWidth, markdownAutoWrap and sequence.mirrorActors; the drawing settings come from DSP', { data: { construct: 'config' } });
      }
    } else {
      warnings.add('MERMAID_UNSUPPORTED', line, `the frontmatter key "${name}" is ignored; only title is kept`, { data: { construct: 'frontmatter', key: name } });
    }
  });
  return result;
}
