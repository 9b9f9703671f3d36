import { editableScene } from './requests.js';

/**
 * Saves the diagrams the fuzzer's edits and reads aim at (in the key's workspace) and
 * returns their ids and keys. Over HTTP, so the in-process suite and the bench's server
 * child are seeded the same way.
 */
export async function seedDiagrams(baseUrl: string, writeKey: string, count = 4): Promise<string[]> {
  const refs: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `seed-${i}`;
    const response = await fetch(`${baseUrl}/v1/diagrams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writeKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scene: editableScene(`Seed ${i}`), key }),
    });
    if (response.status !== 201) throw new Error(`could not seed a diagram: ${response.status} ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    refs.push(id, key);
  }
  return refs;
}
