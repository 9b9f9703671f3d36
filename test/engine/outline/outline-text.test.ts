import { describe, expect, it } from 'vitest';
import { outlineText, type OutlineResult } from '../../../engine/outline/index.js';
import { checkout, outlineInput } from './outline-fixtures.js';
import { scene } from '../compare/scene-builders.js';

function textOf(result: OutlineResult): string {
  if (!result.ok) throw new Error(`expected a page, got ${result.code}: ${result.message}`);
  return result.text;
}

describe('outlineText', () => {
  it('prints the header, key, brief, recent revisions, counts and one line per element', () => {
    const result = outlineText(outlineInput(checkout));
    expect(result).toEqual({
      ok: true,
      text: [
        'dgm_7Hq2kX "Checkout" rev 3 2026-01-31T12:00:00Z sha256:0123456789ab',
        'key: checkout',
        'brief: "How an order is paid.\\nSecond line."',
        'recent: rev 3 2026-01-31T12:00:00Z "Add the worker"',
        'recent: rev 2 2026-01-30T09:15:00Z',
        '3 nodes, 2 edges, 1 frame, 1 group, 1 text, 1 image, 1 guide',
        'api [service] "Checkout API"',
        'db [database] "Orders \\"main\\"\\nDB"',
        'worker [process]',
        'payments [frame pool] "Payments" {api, db}',
        'backend [group] {worker}',
        'note [text] "Draft"',
        'logo [image] asset=brand',
        'baseline [guide] y=120',
        'e1: api -> db "writes"',
        'e2: worker -> db [network.dataFlow]',
      ].join('\n'),
    });
  });

  it('keeps every element line on one line and the quoted label readable back exactly', () => {
    const lines = textOf(outlineText(outlineInput(checkout))).split('\n');
    const db = lines.find((line) => line.startsWith('db '));
    expect(JSON.parse(db?.slice('db [database] '.length) ?? '')).toBe('Orders "main"\nDB');
  });

  it('prints (untitled) and (none) when title, key, brief and history are missing', () => {
    const bare = scene([]);
    const input = { ...outlineInput(bare, 1, { key: null }), recentRevisions: [] };
    expect(textOf(outlineText(input))).toBe(
      ['dgm_7Hq2kX (untitled) rev 1 2026-01-31T12:00:00Z sha256:0123456789ab', 'key: (none)', 'brief: (none)', 'recent: (none)', '0 nodes, 0 edges'].join('\n'),
    );
  });

  it('prefers the diagram record title and brief over the scene header', () => {
    const input = outlineInput(checkout, 3, { title: 'Stored title', brief: 'Stored brief' });
    const lines = textOf(outlineText(input)).split('\n');
    expect(lines[0]).toBe('dgm_7Hq2kX "Stored title" rev 3 2026-01-31T12:00:00Z sha256:0123456789ab');
    expect(lines[2]).toBe('brief: "Stored brief"');
  });

  it('gives the same text for the same input', () => {
    expect(outlineText(outlineInput(checkout))).toEqual(outlineText(outlineInput(checkout)));
  });
});
