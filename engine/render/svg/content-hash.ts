/**
 * A 32-bit hash of a JSON-like value (what JSON.stringify would write: plain objects,
 * arrays, strings, numbers, booleans, null; undefined members left out), read straight
 * from the value. It names a drawing's id scope (ids.ts idScope), so it must change with
 * anything that changes the drawing and be the same for the same value everywhere.
 *
 * Why not a hash of JSON.stringify's text: on an ER diagram that text is 130,000
 * characters, and writing it and then hashing it character by character was a third of
 * renderSvg's profile. Here a number is one 32-bit word (an integer) or two (its IEEE 754
 * bits) instead of the digits it would print as, and no text is built at all.
 *
 * The value is read as a stream of 32-bit words that no two different values share: each
 * value starts with a tag of its kind, a string and an array carry their length, an object
 * or array ends with a tag no value starts with. The words are mixed with MurmurHash3's
 * x86 32-bit block step and finalizer, which, unlike FNV over whole words, spreads every
 * bit of a word over the hash (so two sign flips cannot cancel out).
 */

// The first word of each kind of value; End closes an array or object.
const Tag = { Number: 1, String: 2, True: 3, False: 4, Null: 5, Array: 6, Object: 7, End: 8, NotANumber: 9, Integer: 10 } as const;

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

/** MurmurHash3's step: one 32-bit word mixed into the hash. */
function mix(hash: number, word: number): number {
  let k = Math.imul(word, C1);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, C2);
  let h = hash ^ k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** MurmurHash3's finalizer: every input bit moves every output bit. */
function finish(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

// One scratch double read as two words: the low word at LOW, whatever the machine's byte
// order (checked once here), so every engine gives the same hash. Typed arrays rather
// than a DataView: cheaper per number, and a drawing hashes thousands of them.
const scratchDouble = new Float64Array(1);
const scratchWords = new Uint32Array(scratchDouble.buffer);
const LOW = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 0 : 1;

// A kind's tag and a length share one word (`length << 4 | tag`, tags below 16): one mix
// fewer for every string, key and array. Lengths past 2^28 would wrap, which only risks a
// collision, as any 32-bit hash does.
function mixString(hash: number, text: string): number {
  let h = mix(hash, (text.length << 4) | Tag.String);
  // Two UTF-16 code units a word: half the steps, and the length above keeps it exact.
  const pairs = text.length - (text.length % 2);
  for (let i = 0; i < pairs; i += 2) h = mix(h, text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16));
  if (pairs < text.length) h = mix(h, text.charCodeAt(pairs));
  return h;
}

function mixNumber(hash: number, value: number): number {
  // Integers (most coordinates, counts, sizes) are one word; -0 is 0 here too (JSON writes
  // 0 for both, and so does num()).
  if ((value | 0) === value) return mix(mix(hash, Tag.Integer), value);
  // All NaNs are one value (JSON writes them all as null, they draw the same).
  if (value !== value) return mix(hash, Tag.NotANumber);
  scratchDouble[0] = value;
  return mix(mix(mix(hash, Tag.Number), scratchWords[LOW]!), scratchWords[1 - LOW]!);
}

function mixValue(hash: number, value: unknown): number {
  switch (typeof value) {
    case 'number':
      return mixNumber(hash, value);
    case 'string':
      return mixString(hash, value);
    case 'boolean':
      return mix(hash, value ? Tag.True : Tag.False);
    case 'object': {
      if (value === null) return mix(hash, Tag.Null);
      if (Array.isArray(value)) {
        const items = value as readonly unknown[];
        let h = mix(hash, (items.length << 4) | Tag.Array);
        for (let i = 0; i < items.length; i++) h = mixValue(h, items[i]);
        return mix(h, Tag.End);
      }
      let h = mix(hash, Tag.Object);
      const record = value as Readonly<Record<string, unknown>>;
      // for...in rather than Object.keys: the same keys in the same order for the plain
      // objects hashed here (no enumerable inherited members), without an array of keys
      // built for each of a drawing's thousands of objects.
      for (const key in record) {
        const member = record[key];
        // As JSON.stringify: an undefined member (or a function) is no member at all.
        if (member === undefined || typeof member === 'function') continue;
        h = mixValue(mixString(h, key), member);
      }
      return mix(h, Tag.End);
    }
    default:
      // undefined, functions, symbols, bigints: nothing JSON would write.
      return mix(hash, Tag.Null);
  }
}

/** The 32-bit hash of a JSON-like value: equal values hash alike, key order included. */
export function contentHash(value: unknown): number {
  return finish(mixValue(0, value));
}
