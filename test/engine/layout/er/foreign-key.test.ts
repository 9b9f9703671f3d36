import { describe, expect, it } from 'vitest';
import { foreignKeyTo } from '../../../../engine/layout/er/foreign-key.js';
import type { NodeValue } from '../../../../schema/index.js';

const entity = (id: string, label?: string) => ({ id, kind: 'node', nodeType: 'er.entity', ...(label === undefined ? {} : { label }) }) as unknown as NodeValue;
const column = (name: string, fk = true) => ({ name, pk: false, fk, unique: false, nullable: false });

describe('foreignKeyTo', () => {
  it('finds the fk column named after the other entity, whatever its case and punctuation', () => {
    for (const name of ['customer_id', 'CustomerID', 'customerRef', 'customer']) {
      expect(foreignKeyTo(entity('CUSTOMER'), [column('id', false), column('other_id'), column(name)])?.name).toBe(name);
    }
    expect(foreignKeyTo(entity('li', 'LINE-ITEM'), [column('line_item_id')])?.name).toBe('line_item_id');
  });

  it('prefers an exact key name to a prefix, and ignores columns that are not fk', () => {
    expect(foreignKeyTo(entity('CAR'), [column('carRegistrationNumber'), column('car_id')])?.name).toBe('car_id');
    expect(foreignKeyTo(entity('CAR'), [column('carRegistrationNumber')])?.name).toBe('carRegistrationNumber');
    expect(foreignKeyTo(entity('CUSTOMER'), [column('customer_id', false)])).toBeUndefined();
  });
});
