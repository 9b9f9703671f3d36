/**
 * Starts `work` on the items, at most `lanes` at a time and in the items' order, and returns
 * one promise per item in that order, so a caller can report results in input order however
 * they finish. After a failure no further item is started (as a plain loop would stop).
 */
export function startInOrder<T, R>(items: readonly T[], lanes: number, work: (item: T) => Promise<R>): Promise<R>[] {
  const settlers: Array<{ resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  const promises = items.map(
    () =>
      new Promise<R>((resolve, reject) => {
        settlers.push({ resolve, reject });
      }),
  );
  // The caller awaits them one by one: a later one failing first must not count as unhandled.
  for (const promise of promises) promise.catch(() => undefined);
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        settlers[index]!.resolve(await work(items[index]!));
      } catch (error) {
        failed = true;
        settlers[index]!.reject(error);
      }
    }
  };
  for (let started = 0; started < Math.min(lanes, items.length); started++) void lane();
  return promises;
}
