import { expect } from 'vitest';
import { ServiceError } from '../../../server/ports/service-error.js';

/** The ServiceError a drawer job was refused with; fails the test when the job succeeds or fails otherwise. */
export async function refusal(work: Promise<unknown>): Promise<ServiceError> {
  const error = await work.then(
    () => new Error('expected the job to be refused'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}
