import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram } from '../support/api-expect.js';
import { addNode, mermaidFlow, serviceScene } from '../../harness/scenes.js';
import { runDsp } from '../../harness/processes.js';
import { verifyChains, type VerifyReport } from '../../server/use-cases/diagrams/verify-chains.js';

// dsp admin verify: every content hash and chain re-computed, revision numbers 1..n, the
// head at the last revision. Histories are made over HTTP, then tampered with in the database.
let api: ApiFixture;
let owner: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user();
});
afterAll(() => api.close());

/** A diagram with `edits` edits after its first revision. */
async function history(edits: number): Promise<string> {
  const { id } = await createDiagram(owner, { scene: serviceScene(3) });
  for (let i = 0; i < edits; i++) await editDiagram(owner, id, { baseRevision: i + 1, ops: [addNode(`a${i}`)] });
  return id;
}

const revisionRow = (diagramId: string, revision: number) => api.db('revisions').where({ diagram_id: diagramId, revision });

describe('an intact database', () => {
  it('verifies: every diagram and revision counted, no break; the CLI prints the report and exits 0', async () => {
    await history(3);
    await createDiagram(owner, { mermaid: mermaidFlow(4) });
    const report = await verifyChains(api.db);
    expect(report).toEqual({ diagrams: 2, revisions: 5, unchained: 0, ok: true, breaks: [] });
    const cli = await runDsp(['admin', 'verify'], { DSP_DATA_DIR: api.dataDir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout) as VerifyReport).toEqual(report);
  });
});

describe('a tampered database', () => {
  it('a changed scene: a hash break at that revision', async () => {
    const id = await history(2);
    const row = (await revisionRow(id, 2).first()) as { scene: string };
    await revisionRow(id, 2).update({ scene: row.scene.replace('"Service 1"', '"Tampered"') });
    const breaks = (await verifyChains(api.db)).breaks.filter((b) => b.diagramId === id);
    expect(breaks).toEqual([expect.objectContaining({ revision: 2, kind: 'hash' })]);
    await revisionRow(id, 2).update({ scene: row.scene });
  });

  it('a changed image: a chain break at that revision only', async () => {
    const id = await history(3);
    const row = (await revisionRow(id, 2).first()) as { svg: string };
    await revisionRow(id, 2).update({ svg: row.svg.replace('</svg>', '<!-- x --></svg>') });
    const breaks = (await verifyChains(api.db)).breaks.filter((b) => b.diagramId === id);
    expect(breaks).toEqual([expect.objectContaining({ revision: 2, kind: 'chain' })]);
    await revisionRow(id, 2).update({ svg: row.svg });
  });

  it('a rewritten chain hash: breaks at that link and the next', async () => {
    const id = await history(3);
    const row = (await revisionRow(id, 2).first()) as { chain: string };
    await revisionRow(id, 2).update({ chain: `sha256:${'0'.repeat(64)}` });
    const breaks = (await verifyChains(api.db)).breaks.filter((b) => b.diagramId === id);
    expect(breaks.map((b) => [b.revision, b.kind])).toEqual([[2, 'chain'], [3, 'chain']]);
    await revisionRow(id, 2).update({ chain: row.chain });
  });

  it('a head past the last revision: a head break', async () => {
    const id = await history(3);
    await revisionRow(id, 4).del();
    const breaks = (await verifyChains(api.db)).breaks.filter((b) => b.diagramId === id);
    expect(breaks).toEqual([expect.objectContaining({ revision: 3, kind: 'head', expected: 3, actual: 4 })]);
  });

  it('a gap in the revision numbers: a sequence break where the gap is', async () => {
    const id = await history(3);
    await revisionRow(id, 2).del();
    const breaks = (await verifyChains(api.db)).breaks.filter((b) => b.diagramId === id);
    expect(breaks).toEqual(expect.arrayContaining([expect.objectContaining({ revision: 3, kind: 'sequence', expected: 2, actual: 3 })]));
    expect(breaks.some((b) => b.kind === 'head')).toBe(false);
  });

  it('the CLI prints the breaks and exits 1', async () => {
    const cli = await runDsp(['admin', 'verify'], { DSP_DATA_DIR: api.dataDir });
    expect(cli.code, cli.stderr).toBe(1);
    const printed = JSON.parse(cli.stdout) as VerifyReport;
    expect(printed.ok).toBe(false);
    expect(new Set(printed.breaks.map((b) => b.kind))).toEqual(new Set(['head', 'sequence', 'chain']));
  });
});
