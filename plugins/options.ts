import { THEME_NAMES, type ThemeName } from '../engine/index.js';

/** Options shared by the remark, markdown-it and Vite plugins. */
export interface DocsPluginOptions {
  /** clean (default: the engine's choice, dark for a dark canvas), dark, blueprint or sketch. */
  theme?: ThemeName;
  /**
   * A dark-mode pair: readers whose system is in dark mode see the diagram in this theme,
   * the others in `theme`. Inline, one SVG holds both drawings and switches with
   * prefers-color-scheme; with a service, a <picture> picks the service's image in either theme.
   */
  darkTheme?: ThemeName;
  /** Class of the element around each inline SVG, or of each <img> (default "dsp-diagram"). */
  className?: string;
  /** Class of the block that shows a diagram's error when failure is "render" (default "dsp-diagram-error"). */
  errorClassName?: string;
  /**
   * What a diagram that cannot be drawn does: "fail" (default) stops the build with the
   * diagnostic (file:line:column: CODE message); "render" puts the error in the page instead.
   */
  failure?: 'fail' | 'render';
  /**
   * A DSP service's base URL: each diagram becomes an <img> of the service's Kroki-style
   * URL ({service}/render/{mermaid|dsp}/svg/{deflate+base64url}) instead of inline SVG.
   * The source is still checked at build time (parsed and validated, not drawn).
   */
  service?: string;
  /** Code-fence languages read as scene JSON (default ["dsp"]) and as Mermaid (default ["mermaid"]). */
  languages?: { dsp?: readonly string[]; mermaid?: readonly string[] };
}

/** The options with their defaults filled in. */
export interface ResolvedOptions {
  theme: ThemeName | undefined;
  darkTheme: ThemeName | undefined;
  className: string;
  errorClassName: string;
  failure: 'fail' | 'render';
  service: string | undefined;
  languages: { dsp: readonly string[]; mermaid: readonly string[] };
}

/** Checks the options once, when the plugin is set up, with a message that says what to write. */
export function resolveOptions(options: DocsPluginOptions = {}): ResolvedOptions {
  for (const name of ['theme', 'darkTheme'] as const) {
    const theme = options[name];
    if (theme !== undefined && !(THEME_NAMES as readonly string[]).includes(theme)) {
      throw new TypeError(`dsp-diagrams: ${name} ${JSON.stringify(theme)} is not a theme; use ${THEME_NAMES.join(', ')}`);
    }
  }
  if (options.failure !== undefined && options.failure !== 'fail' && options.failure !== 'render') {
    throw new TypeError(`dsp-diagrams: failure must be "fail" or "render", not ${JSON.stringify(options.failure)}`);
  }
  if (options.service !== undefined && !/^https?:\/\/[^\s]+$/.test(options.service)) {
    throw new TypeError(`dsp-diagrams: service must be an http(s) URL, not ${JSON.stringify(options.service)}`);
  }
  return {
    theme: options.theme,
    darkTheme: options.darkTheme,
    className: options.className ?? 'dsp-diagram',
    errorClassName: options.errorClassName ?? 'dsp-diagram-error',
    failure: options.failure ?? 'fail',
    service: options.service?.replace(/\/+$/, ''),
    languages: { dsp: options.languages?.dsp ?? ['dsp'], mermaid: options.languages?.mermaid ?? ['mermaid'] },
  };
}

/** The kind of diagram a fence language names, or undefined for other code. */
export function fenceKind(options: ResolvedOptions, language: string | null | undefined): 'dsp' | 'mermaid' | undefined {
  const name = (language ?? '').trim().split(/\s+/)[0] ?? '';
  if (options.languages.dsp.includes(name)) return 'dsp';
  if (options.languages.mermaid.includes(name)) return 'mermaid';
  return undefined;
}
