import { expect } from 'vitest';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { ContractSetup } from './backendContract.ts';

/**
 * What a domain's part of the contract is given by `describeBackendContract`: the one backend it started, signed in.
 * Read in a `beforeEach` (the getters give what `beforeAll` set up).
 */
export interface ContractParts {
  readonly setup: ContractSetup;
  readonly visitor: Backend;
  readonly staff: Backend;
}

export async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(BackendError);
  return error as BackendError;
}
