import { describe, expect, it } from 'vitest';
import { anonymizeScene, originalWords } from '../../../engine/anonymize/index.js';
import { normalizeScene, validateScene, type NormalizedScene } from '../../../engine/index.js';
import { measureScene } from '../../../engine/measure/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';

const fonts = await loadFontsFromDisk();

function scene(text: string): NormalizedScene {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return normalizeScene(validateScene(parsed.scene).scene!);
}

const ER = scene(`erDiagram
  CUSTOMER ||--o{ ORDER : places
  CUSTOMER {
    uuid id PK
    varchar email "unique address"
  }
  ORDER {
    uuid id PK
    uuid customer_id FK
    money total
  }`);

const FLOW = scene(`flowchart TD
  subgraph Billing
    Invoice[Send the invoice to Acme Corp] --> Paid{Paid within 30 days?}
  end
  Paid -->|No| Remind[Remind finance team]`);

describe('anonymizeScene', () => {
  it('renames every id and swaps every text, keeping the scene valid', () => {
    const copy = anonymizeScene(FLOW, { seed: 42, fonts });
    expect(validateScene(copy).valid).toBe(true);
    expect(copy.elements.map((e) => e.id)).toEqual(['f1', 'n1', 'n2', 'e1', 'n3', 'e2']);
    expect(copy.elements.map((e) => e.kind)).toEqual(FLOW.elements.map((e) => e.kind));
    const text = JSON.stringify(copy);
    for (const word of ['Billing', 'Invoice', 'Acme', 'Corp', 'Paid', 'Remind', 'finance']) expect(text).not.toContain(word);
    // Punctuation and numbers' lengths stay: "Paid within 30 days?" keeps its question mark and two digits.
    const question = copy.elements.find((e) => e.id === 'n2');
    expect(question?.kind === 'node' && /^\S+ \S+ \d\d \S+\?$/.test(question.label ?? '')).toBe(true);
  });

  it('maps ER columns one to one, so edges still land on their named rows', () => {
    const copy = anonymizeScene(ER, { seed: 7, fonts });
    expect(validateScene(copy).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const order = copy.elements.find((e) => e.kind === 'node' && e.id === 'n2');
    const columns = order?.kind === 'node' ? order.extensions?.columns ?? [] : [];
    expect(new Set(columns.map((c) => c.name)).size).toBe(3);
    expect(columns.map((c) => c.pk === true || c.fk === true)).toEqual([true, true, false]);
    const before = new Set(originalWords(ER).filter((w) => w.length > 1));
    expect(originalWords(copy).filter((w) => before.has(w))).toEqual([]);
  });

  it('keeps the box of a short label fitted to it, and its edge labels, whatever the seed', () => {
    // No other digit is as narrow as a 1, and a box fitted to its label grows by a whole px for a tenth of one.
    const short = scene(`flowchart LR
  f1 -->|1| B2
  B2 -->|E1| OK((OK))
  OK --> k8s[k8s]`);
    const sizes = (of: NormalizedScene): string[] => {
      const measured = measureScene(of, fonts);
      return of.elements.map((e) => JSON.stringify(e.kind === 'edge' ? measured.edgeLabels[e.id]?.width : measured.nodes[e.id]?.size));
    };
    const want = sizes(short);
    const moved: string[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const copy = normalizeScene(validateScene(anonymizeScene(short, { seed, fonts })).scene!);
      sizes(copy).forEach((got, i) => {
        const edge = short.elements[i]!.kind === 'edge';
        const off = edge ? Math.abs(Number(got) - Number(want[i])) > 0.1 : got !== want[i];
        if (off) moved.push(`seed ${seed}: ${short.elements[i]!.id} ${want[i]} -> ${got}`);
      });
    }
    expect(moved).toEqual([]);
  });

  it('gives the same copy for the same seed, and another for another seed', () => {
    expect(anonymizeScene(FLOW, { seed: 3, fonts })).toEqual(anonymizeScene(FLOW, { seed: 3, fonts }));
    expect(JSON.stringify(anonymizeScene(FLOW, { seed: 3, fonts }))).not.toEqual(JSON.stringify(anonymizeScene(FLOW, { seed: 4, fonts })));
  });

  it('drops the computed section (it holds the original text runs) and greys embedded pictures', () => {
    const withAsset = { ...FLOW, assets: { logo: { mimeType: 'image/jpeg' as const, data: 'AAAA', title: 'Acme logo' } }, computed: { runs: ['Acme'] } } as unknown as NormalizedScene;
    const copy = anonymizeScene(withAsset, { seed: 1, fonts });
    expect('computed' in copy).toBe(false);
    expect(Object.keys(copy.assets ?? {})).toEqual(['a1']);
    expect(copy.assets?.a1?.mimeType).toBe('image/png');
    expect(JSON.stringify(copy)).not.toContain('Acme');
  });
});
