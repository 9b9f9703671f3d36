/**
 * The shell examples of a Markdown page, read as commands a reader would type: each fenced
 * `sh`/`bash`/`shell` block, and each inline code span that starts with a command the docs
 * check (`dsp`, `npx dsp`, `npm`, `curl`, `npx tsx`, `npx vitest`, `node`). Quoting is read the way a shell reads it, so a
 * quoted glob or a JSON body stays one word.
 */

/** One command as typed: where it is, and its words with quotes removed. */
export interface ShellCommand {
  file: string;
  line: number;
  words: string[];
}

const SHELL_FENCE = /^```(sh|bash|shell|console)\s*$/;
const CHECKED_SPAN = /^(npx dsp|dsp|npm|curl|npx tsx|npx vitest|node) /;

/** The shell examples of one page, fences and inline spans alike. */
export function shellExamples(markdown: string, file: string): ShellCommand[] {
  const lines = markdown.split('\n');
  const commands: ShellCommand[] = [];
  let fence: { language: string | undefined; start: number; body: string[] } | undefined;
  lines.forEach((text, index) => {
    if (fence) {
      if (text.startsWith('```')) {
        if (fence.language) commands.push(...shellCommands(fence.body.join('\n'), file, fence.start + 1));
        fence = undefined;
      } else fence.body.push(text);
      return;
    }
    if (text.startsWith('```')) {
      fence = { language: SHELL_FENCE.exec(text)?.[1], start: index + 1, body: [] };
      return;
    }
    for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
      if (CHECKED_SPAN.test(span!)) commands.push(...shellCommands(span!, file, index + 1));
    }
  });
  return commands;
}

type Token = { word: string; line: number } | { separator: '|' | ';'; line: number };

/**
 * Splits shell text into commands: at `;`, `&&`, `||`, `|`, redirections, `$(`, `)` and line
 * ends; comments dropped; `\` at a line end joins lines. A piped part that starts with an
 * option is the usage notation for "or" (`--id ID | --key KEY`) and stays with its command.
 */
export function shellCommands(text: string, file: string, firstLine: number): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let current: ShellCommand | undefined;
  let afterPipe = false;
  for (const token of tokens(text, firstLine)) {
    if ('separator' in token) {
      afterPipe = token.separator === '|';
      if (!afterPipe) current = undefined;
      continue;
    }
    const word = token.word.replace(/^\[+|\]+$/g, '');
    if (afterPipe && current && word.startsWith('-')) current.words.push(word);
    else if (afterPipe || !current) {
      current = { file, line: token.line, words: [word] };
      commands.push(current);
    } else current.words.push(word);
    afterPipe = false;
  }
  // Environment settings before a command (`KEY=... npx dsp mcp`) are not its words.
  for (const command of commands) {
    while (command.words.length > 1 && /^[A-Z_][A-Z0-9_]*=/.test(command.words[0]!)) command.words.shift();
  }
  return commands.filter((command) => command.words.some((word) => word !== ''));
}

function* tokens(text: string, firstLine: number): Generator<Token> {
  let line = firstLine;
  let word: string | undefined;
  let quote: '"' | "'" | undefined;
  const end = function* (): Generator<Token> {
    if (word !== undefined) yield { word, line };
    word = undefined;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else word += char;
      if (char === '\n') line += 1;
      continue;
    }
    if (char === '\\' && text[i + 1] === '\n') {
      i += 1;
      line += 1;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= '';
    } else if (char === '#' && word === undefined) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i += 1;
    } else if (char === '$' && text[i + 1] === '(') {
      yield* end();
      yield { separator: ';', line };
      i += 1;
    } else if (';&|<>()\n'.includes(char)) {
      yield* end();
      yield { separator: char === '|' && text[i + 1] !== '|' ? '|' : ';', line };
      if ((char === '|' || char === '&') && text[i + 1] === char) i += 1;
      if (char === '\n') line += 1;
    } else if (char === ' ' || char === '\t') {
      yield* end();
    } else word = (word ?? '') + char;
  }
  yield* end();
}
