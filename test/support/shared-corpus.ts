/** The tests' way to the corpora in shared/: one helper with the benches (harness/shared-corpus.ts). */
export { notPresent, sharedCorpus } from '../../harness/shared-corpus.js';
