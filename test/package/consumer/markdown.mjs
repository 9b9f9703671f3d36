// Run inside the scratch project: the installed markdown-it plugin, synchronous render.
import MarkdownIt from 'markdown-it';
import markdownItDsp from 'dsp-diagrams/markdown-it';
import { MERMAID } from './inputs.mjs';

const html = new MarkdownIt().use(markdownItDsp).render(`# Page\n\n\`\`\`mermaid\n${MERMAID}\n\`\`\`\n`);
process.stdout.write(JSON.stringify({ html }));
