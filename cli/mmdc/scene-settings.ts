import type { SceneDocumentInput } from '../../engine/index.js';
import type { DiagramSection, MermaidCliConfig } from './config.js';

/**
 * A Mermaid config's settings and mmdc's -b colour put into the scene read from the text.
 * What the diagram says itself wins, as in Mermaid, where a diagram's frontmatter and
 * directives override the config mmdc initialises with: a label width the diagram sets
 * (its own `config:` or `%%{init}%%`), an edge's own curve, and so on.
 */
export function applySceneSettings(document: SceneDocumentInput, section: DiagramSection | undefined, config: MermaidCliConfig, background: string | undefined): SceneDocumentInput {
  const out: SceneDocumentInput = { ...document, scene: { ...document.scene } };
  if (background !== undefined) out.scene.canvas = { ...out.scene.canvas, background };
  const wrap = config.markdownAutoWrap === false ? 0 : config.wrappingWidth;
  if (wrap !== undefined && out.layoutStrategy !== undefined && out.layoutStrategy.labelWrapWidth === undefined) {
    out.layoutStrategy = { ...out.layoutStrategy, labelWrapWidth: wrap };
  }
  if (section === 'flowchart' && config.curve !== undefined && out.scene.defaults?.router === undefined) {
    out.scene.defaults = { ...out.scene.defaults, router: config.curve };
  }
  if (section === 'sequence' && config.mirrorActors === false) out.extensions = { ...out.extensions, showLifelineFeet: false };
  return out;
}
