import { beforeAll, describe, expect, it } from 'vitest';
import type { FontBytes } from '../../../../engine/measure/index.js';
import type { Computed } from '../../../../engine/model/computed.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { parseOk } from '../helpers.js';
import { layOut, overlaps } from './drawing.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

/** Every construct at once, nested, with long labels. */
const EVERYTHING = [
  'sequenceDiagram',
  '  title Checkout with every construct',
  '  autonumber',
  '  box LightBlue Shop front',
  '    actor U as Customer',
  '    participant W as Web shop',
  '  end',
  '  participant P as Payment provider with a long name',
  '  U->>+W: Put the blue shoes in the cart and pay',
  '  W->>W: Check the stock',
  '  Note right of W: Reserved for 15 minutes',
  '  loop until the provider answers',
  '    W-)P: Authorise 59.90 EUR',
  '    alt card accepted',
  '      P-->>W: Authorised',
  '      rect rgb(220, 240, 220)',
  '        W->>U: Order confirmed',
  '        Note over U,W: Mail sent',
  '      end',
  '    else card declined',
  '      P--xW: Declined',
  '      break no other card',
  '        W-->>U: Payment failed',
  '      end',
  '    end',
  '  end',
  '  create participant S as Shipping',
  '  W->>S: Ship order 42',
  '  par pack',
  '    S->>S: Pack',
  '  and label',
  '    S->>S: Print the label',
  '  end',
  '  critical Hand over',
  '    S-->>W: Picked up',
  '  option Nobody came',
  '    S-->>W: Retry tomorrow',
  '  end',
  '  destroy S',
  '  W-xS: Close the shipment',
  '  W-->>-U: Thanks!',
  '  opt feedback',
  '    U<<->>W: Rate the shop',
  '  end',
].join('\n');

describe('sequenceDiagram drawings', () => {
  it('draw every element of a diagram using every construct, no two boxes overlapping', async () => {
    const { scene } = parseOk(EVERYTHING);
    const computed = await layOut(scene, fonts);
    expect(Object.keys(computed.elements).sort()).toEqual(scene.elements.map((element) => element.id).sort());
    expect(overlaps(computed)).toEqual([]);
  });

  it('the overlap check sees two boxes that overlap (so the checks above can fail)', () => {
    const box = (x: number) => ({ kind: 'node', box: { x, y: 0, width: 100, height: 40 }, shape: 'rect', ports: [] });
    const computed = { elements: { a: box(0), b: box(60), c: box(200) } } as unknown as Computed;
    expect(overlaps(computed)).toEqual(['node a × node b']);
  });
});
