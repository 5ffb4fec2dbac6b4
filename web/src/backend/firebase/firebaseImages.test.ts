import type { FirebaseStorage } from 'firebase/storage';
import type { Firestore } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../errors.ts';
import { firebaseImages, storageUnreachable, UPLOAD_STALL_MS } from './firebaseImages.ts';

type Observer = {
  next: (progress: { bytesTransferred: number; totalBytes: number }) => void;
  error: (error: Error) => void;
  complete: () => void;
};

/** An upload task that takes bytes only when the test says so, as Storage would (or would not, unreachable). */
const task = vi.hoisted(() => ({
  observer: undefined as Observer | undefined,
  cancel: vi.fn(),
}));

vi.mock('firebase/firestore', () => ({ collection: vi.fn(() => ({})) }));

vi.mock('firebase/storage', () => ({
  ref: vi.fn(() => ({})),
  deleteObject: vi.fn(),
  uploadBytesResumable: vi.fn(() => ({
    on: (_event: string, next: Observer['next'], error: Observer['error'], complete: Observer['complete']) => {
      task.observer = { next, error, complete };
    },
    cancel: () => {
      task.cancel();
      // What the SDK does on cancel: the task fails with storage/canceled.
      task.observer?.error(
        Object.assign(new Error('User canceled the upload/download.'), { code: 'storage/canceled' }),
      );
      return true;
    },
  })),
}));

const png = () => new File([new Uint8Array(1000)], 'photo.png', { type: 'image/png' });

describe('firebase image uploads when Storage cannot be reached', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    task.observer = undefined;
    task.cancel.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  const images = () => firebaseImages({} as Firestore, {} as FirebaseStorage, async () => undefined);

  it(`gives up after ${UPLOAD_STALL_MS / 1000} s without a byte taken, cancelling the upload`, async () => {
    const outcome = images()
      .upload('home_hero', png())
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    expect(task.cancel).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(task.cancel).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'unavailable', message: storageUnreachable });
  });

  it('lets a slow upload go on while bytes keep moving', async () => {
    const progress: number[] = [];
    const outcome = images()
      .upload('home_hero', png(), (fraction) => progress.push(fraction))
      .catch((error: unknown) => error);
    for (const bytes of [200, 400, 600]) {
      await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
      task.observer!.next({ bytesTransferred: bytes, totalBytes: 1000 });
    }
    expect(task.cancel).not.toHaveBeenCalled();
    expect(progress).toEqual([0.2, 0.4, 0.6]);
    // Stuck at 600 bytes: given up one stall later.
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS);
    expect(await outcome).toMatchObject({ code: 'unavailable', message: storageUnreachable });
  });

  it('takes a shorter stall time where one is given', async () => {
    const outcome = firebaseImages({} as Firestore, {} as FirebaseStorage, async () => undefined, { stallMs: 50 })
      .upload('home_hero', png())
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(50);
    expect(await outcome).toMatchObject({ code: 'unavailable' });
  });
});
