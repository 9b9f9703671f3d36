import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, drawSelection, highlightActiveLine, highlightSpecialChars, keymap, lineNumbers, type DecorationSet } from '@codemirror/view';
import { sourceKind } from '../../engine/index.js';
import { mermaidLanguage } from './mermaid-language.js';

/** The playground's source editor: CodeMirror 6 with a JSON and a Mermaid mode. */
export interface SourceEditor {
  readonly view: EditorView;
  text(): string;
  /** Replaces the whole text (an example, a shared fragment). */
  setText(text: string): void;
  /** Underlines the lines diagnostics point at (1-based). */
  markLines(lines: readonly number[]): void;
  /** Puts the cursor at a line and column (1-based) and focuses the editor. */
  goTo(line: number, column: number): void;
}

/** A scene document (JSON) rather than Mermaid, as the engine's sourceKind tells them apart. */
export function isJson(text: string): boolean {
  return sourceKind(text) === 'dsp';
}

const setMarkedLines = StateEffect.define<readonly number[]>();
const errorLine = Decoration.line({ class: 'cm-dsp-error-line' });

const markedLines = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setMarkedLines)) continue;
      const builder = new RangeSetBuilder<Decoration>();
      const doc = transaction.state.doc;
      for (const line of [...new Set(effect.value)].filter((n) => n >= 1 && n <= doc.lines).sort((a, b) => a - b)) {
        const at = doc.line(line).from;
        builder.add(at, at, errorLine);
      }
      next = builder.finish();
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Tab indents by two spaces (there is no @codemirror/commands here for indentWithTab). */
const indentKeys = keymap.of([
  {
    key: 'Tab',
    run: (view) => {
      view.dispatch(view.state.replaceSelection('  '));
      return true;
    },
  },
]);

/** Makes the editor in `parent`; `changed` runs after every edit with the new text. */
export function createEditor(parent: HTMLElement, initial: string, changed: (text: string) => void): SourceEditor {
  const language = new Compartment();
  const languageFor = (text: string) => (isJson(text) ? json() : mermaidLanguage);
  let jsonMode = isJson(initial);
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: initial,
      extensions: [
        lineNumbers(),
        highlightSpecialChars(),
        drawSelection(),
        highlightActiveLine(),
        indentOnInput(),
        bracketMatching(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        indentKeys,
        markedLines,
        language.of(languageFor(initial)),
        // A scene written on one line (as APIs return it) soft-wraps instead of scrolling sideways.
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': 'Diagram source (scene JSON or Mermaid)' }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          const text = update.state.doc.toString();
          if (isJson(text) !== jsonMode) {
            jsonMode = isJson(text);
            update.view.dispatch({ effects: language.reconfigure(languageFor(text)) });
          }
          changed(text);
        }),
      ],
    }),
  });
  return {
    view,
    text: () => view.state.doc.toString(),
    setText(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    markLines(lines) {
      view.dispatch({ effects: setMarkedLines.of(lines) });
    },
    goTo(line, column) {
      const doc = view.state.doc;
      const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
      const at = Math.min(target.from + Math.max(column - 1, 0), target.to);
      view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      view.focus();
    },
  };
}
