import type { StyleValue } from '../../schema/index.js';
import { cloneJson } from '../model/index.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

/**
 * setStyle: `style` names an entry of scene.styles and replaces the element's style;
 * `styleOverride` is merged onto the current look, a named style's values copied in
 * first (the element then holds an inline style). Exactly one of the two.
 */
export function setStyle(state: EditState, op: OpOf<'setStyle'>): void {
  const start = state.checkpoint();
  const element = state.target(op.id);
  if ((op.style === undefined) === (op.styleOverride === undefined)) {
    state.fail('STYLE_XOR_OVERRIDE', 'send exactly one of style (the name of a style in scene.styles) or styleOverride (an inline style to merge)', { elementId: op.id, field: [] });
  }
  if (state.failedSince(start) || element === undefined) return;
  if (op.style !== undefined) {
    element.style = op.style;
  } else if (op.styleOverride !== undefined) {
    const current = element.style;
    const look: StyleValue = typeof current === 'string' ? cloneJson(state.scene.styles?.[current] ?? {}) : cloneJson(current ?? {});
    element.style = { ...look, ...cloneJson(op.styleOverride) };
  }
  state.touch(element.id);
}
