/**
 * anonymize: a copy of a scene that keeps the bug and not the content (problem reports,
 * issue 36): texts swapped for neutral words of the same widths, ids renamed, pictures
 * greyed, from a seed.
 */
export { anonymizeScene, originalWords, type AnonymizeOptions } from './anonymize-scene.js';
export { seededRandom, type Random } from './seeded-random.js';
