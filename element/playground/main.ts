/**
 * The playground at GET /play: a CodeMirror editor beside a live <dsp-diagram>, an example
 * per family, a theme switch, the diagnostics list, saving with a pasted key (or the
 * signed-in person's session, when the key is left empty) and the links
 * of what was saved. The source and theme live in the URL fragment. The page loads the
 * element from dsp-diagram.js (the embed file) before this script.
 */
import type { DspDiagnosticsDetail, DspDiagram, ElementDiagnostic } from '../index.js';
import { saveNew, saveRevision, SaveError, shareLink, signedInAs, versionLink, type Saved } from './api.js';
import { createEditor } from './editor.js';
import { EXAMPLES } from './examples.js';
import { readFragment, writeFragment } from './fragment.js';

const byId = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the playground page has no #${id}`);
  return element as T;
};

const preview = byId<DspDiagram>('preview');
const exampleSelect = byId<HTMLSelectElement>('example');
const themeSelect = byId<HTMLSelectElement>('theme');
const diagnosticsList = byId<HTMLOListElement>('diagnostics');
const diagnosticsSummary = byId<HTMLElement>('diagnostics-summary');
const keyInput = byId<HTMLInputElement>('key');
const diagramInput = byId<HTMLInputElement>('diagram-id');
const saveResult = byId<HTMLOutputElement>('save-result');
const linkOutput = byId<HTMLInputElement>('link');

const initial = readFragment(location.hash);
let lastSaved: (Saved & { scene?: unknown }) | undefined;

// The save controls sit in a form for the password field's sake; it never submits.
byId<HTMLFormElement>('save-form').addEventListener('submit', (event) => event.preventDefault());

for (const example of EXAMPLES) exampleSelect.add(new Option(example.label, example.id));
themeSelect.value = initial.theme ?? 'auto';
preview.theme = themeSelect.value;

let fragmentTimer: ReturnType<typeof setTimeout> | undefined;
/** Keeps the fragment in step with the page (replaceState: typing does not fill the history). */
function saveFragment(): void {
  clearTimeout(fragmentTimer);
  fragmentTimer = setTimeout(() => history.replaceState(null, '', writeFragment({ source: editor.text(), theme: themeSelect.value })), 250);
}

/** The menu names the example the text is, or "(your own)" once it is edited. */
function followExample(text: string): void {
  exampleSelect.value = EXAMPLES.find((example) => example.source === text)?.id ?? '';
}

const editor = createEditor(byId('editor'), initial.source ?? EXAMPLES[0]!.source, (text) => {
  preview.source = text;
  followExample(text);
  saveFragment();
});
preview.source = editor.text();
followExample(editor.text());

exampleSelect.addEventListener('change', () => {
  const example = EXAMPLES.find((candidate) => candidate.id === exampleSelect.value);
  if (example) editor.setText(example.source);
});
themeSelect.addEventListener('change', () => {
  preview.theme = themeSelect.value;
  saveFragment();
});

function where(diagnostic: ElementDiagnostic): { line: number; column: number } | undefined {
  const line = diagnostic.data?.line;
  const column = diagnostic.data?.column;
  return typeof line === 'number' ? { line, column: typeof column === 'number' ? column : 1 } : undefined;
}

preview.addEventListener('dsp-diagnostics', (event) => {
  const { diagnostics } = (event as CustomEvent<DspDiagnosticsDetail>).detail;
  diagnosticsList.replaceChildren(
    ...diagnostics.map((diagnostic) => {
      const item = document.createElement('li');
      item.className = diagnostic.severity;
      const place = where(diagnostic);
      const text = `${diagnostic.severity} ${diagnostic.code}${diagnostic.elementId ? ` (${diagnostic.elementId})` : ''}: ${diagnostic.message}`;
      if (place) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = text;
        button.title = `Go to line ${place.line}, column ${place.column}`;
        button.addEventListener('click', () => editor.goTo(place.line, place.column));
        item.append(button);
      } else {
        item.textContent = text;
      }
      return item;
    }),
  );
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  diagnosticsSummary.textContent = diagnostics.length === 0 ? 'No diagnostics.' : `${errors} error${errors === 1 ? '' : 's'}, ${diagnostics.length - errors} other.`;
  editor.markLines(diagnostics.filter((d) => d.severity === 'error').flatMap((d) => where(d)?.line ?? []));
});

function report(message: string, failed = false): void {
  saveResult.value = message;
  saveResult.classList.toggle('error', failed);
}

/** The address of the signed-in person, once known: saving then needs no key. */
let person: string | undefined;
void signedInAs().then((email) => {
  person = email;
  if (email) keyInput.placeholder = `optional: saving as ${email}`;
});

async function guarded(action: () => Promise<void>): Promise<void> {
  if (!keyInput.value.trim() && !person) {
    report('Paste an API key first (dsp_sk_…); it stays in this page.', true);
    keyInput.focus();
    return;
  }
  try {
    await action();
  } catch (error) {
    report(error instanceof SaveError ? `${error.message} (${error.code})` : String(error), true);
  }
}

function remember(saved: Saved): void {
  let scene: unknown;
  try {
    scene = JSON.parse(editor.text()) as unknown;
  } catch {
    scene = undefined;
  }
  lastSaved = { ...saved, scene };
  diagramInput.value = saved.id;
  for (const id of ['copy-share', 'copy-version']) byId<HTMLButtonElement>(id).disabled = false;
}

byId('save-new').addEventListener('click', () => void guarded(async () => {
  const saved = await saveNew(keyInput.value, editor.text());
  remember(saved);
  report(`Saved as ${saved.id}, revision ${saved.revision}.`);
}));

byId('save-revision').addEventListener('click', () => void guarded(async () => {
  if (!diagramInput.value.trim()) {
    report('Type the id or key of the diagram to add a revision to.', true);
    diagramInput.focus();
    return;
  }
  const base = lastSaved?.scene === undefined ? undefined : { id: lastSaved.id, scene: lastSaved.scene };
  const saved = await saveRevision(keyInput.value, diagramInput.value, editor.text(), base);
  remember(saved);
  report(`Saved ${saved.id} revision ${saved.revision}.`);
}));

async function showLink(make: (key: string, saved: Saved) => Promise<string>, what: string): Promise<void> {
  if (!lastSaved) return;
  const url = await make(keyInput.value, lastSaved);
  linkOutput.value = url;
  linkOutput.select();
  try {
    await navigator.clipboard.writeText(url);
    report(`${what} copied: ${url}`);
  } catch {
    report(`${what}: ${url} (selected: copy it with Ctrl+C)`);
  }
}

byId('copy-share').addEventListener('click', () => void guarded(() => showLink(shareLink, 'Share link')));
byId('copy-version').addEventListener('click', () => void guarded(() => showLink(versionLink, 'Version link (the diagram is now published)')));
