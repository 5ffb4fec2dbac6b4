import {
  collection,
  doc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { deleteObject, ref, uploadBytesResumable, type FirebaseStorage, type UploadTask } from 'firebase/storage';
import { activityRef } from '@studio/core/activity/activity';
import { COLLECTIONS, studioObjectPath } from '@studio/core/firebase/firebaseLayout';
import {
  UPLOAD_TARGETS,
  imageFileName,
  isImageContentType,
  isImageFileName,
  slotImageMap,
  sortImagesNewestFirst,
  type ImageRecord,
} from '@studio/core/content/images';
import { IMAGE_CACHE_SECONDS, MAX_IMAGE_BYTES } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import { imageRecordFrom } from '@studio/core/shared/storedRecords';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import type { RecordActivity } from './firebaseActivity.ts';
import { attempt } from './firebaseErrors.ts';
import { isoFrom } from './firestoreValues.ts';

/** The storage trigger writes the record; it normally lands within a few seconds of the upload. */
const RECORD_WAIT_MS = 60_000;
/**
 * How long an upload may go without Storage taking a byte before it is given up: the SDK itself retries an
 * unreachable Storage for ten minutes, with the slot card busy all along. A slow upload that keeps moving goes on.
 */
export const UPLOAD_STALL_MS = 30_000;
export const storageUnreachable = 'Cannot reach the image storage. Please check your connection and try again.';
const stillProcessing = 'The image was uploaded and is still being processed. Please reload the page in a minute.';

function toImageRecord(snapshot: DocumentSnapshot): ImageRecord {
  return imageRecordFrom(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }) ?? {}, isoFrom);
}

/** Resolves once the image's record exists (or no longer exists), as the storage triggers write or remove it. */
function waitForRecord(db: Firestore, name: string, present: boolean): Promise<DocumentSnapshot> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new BackendError('unavailable', stillProcessing));
    }, RECORD_WAIT_MS);
    const stop = onSnapshot(
      doc(db, COLLECTIONS.images, name),
      (snapshot) => {
        if (snapshot.exists() !== present) return;
        clearTimeout(timer);
        stop();
        resolve(snapshot);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Resolves when the upload is done; cancels it and rejects when Storage takes nothing for `stallMs`. */
function finished(task: UploadTask, stallMs: number, onProgress?: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let stalled = false;
    let timer = setTimeout(stall, stallMs);
    function stall() {
      stalled = true;
      task.cancel();
    }
    let transferred = -1;
    task.on(
      'state_changed',
      (progress) => {
        if (progress.bytesTransferred > transferred) {
          transferred = progress.bytesTransferred;
          clearTimeout(timer);
          timer = setTimeout(stall, stallMs);
        }
        if (progress.totalBytes > 0) onProgress?.(progress.bytesTransferred / progress.totalBytes);
      },
      (error) => {
        clearTimeout(timer);
        reject(stalled ? new BackendError('unavailable', storageUnreachable) : error);
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

/**
 * Images live in Cloud Storage, which shares no transaction with Firestore: each upload and deletion is logged
 * after it is done (`record`), and the storage triggers keep the `images` records.
 */
export function firebaseImages(
  db: Firestore,
  storage: FirebaseStorage,
  record: RecordActivity,
  { stallMs = UPLOAD_STALL_MS }: { stallMs?: number } = {},
): Backend['images'] {
  const images = collection(db, COLLECTIONS.images);

  // The public site and the admin read the records the functions keep; nobody lists the bucket.
  async function newestFirst(): Promise<ImageRecord[]> {
    const snapshot = await getDocs(query(images, orderBy('created_at', 'desc')));
    return sortImagesNewestFirst(snapshot.docs.map(toImageRecord));
  }

  return {
    slotMap: () => attempt(messages.imagesLoadFailed, async () => slotImageMap(await newestFirst())),

    list: () => attempt(messages.imagesLoadFailed, newestFirst),

    upload: (target, file, onProgress) =>
      attempt('The upload did not finish. Please try again.', async () => {
        if (!UPLOAD_TARGETS.includes(target)) throw new BackendError('invalid', 'Unknown image slot');
        if (!isImageContentType(file.type)) throw new BackendError('invalid', messages.onlyImages);
        if (file.size > MAX_IMAGE_BYTES) throw new BackendError('too-large', messages.imageTooLarge);

        const name = imageFileName(target, file.type, Date.now());
        const task = uploadBytesResumable(ref(storage, studioObjectPath(name)), file, {
          contentType: file.type,
          cacheControl: `public, max-age=${IMAGE_CACHE_SECONDS}`,
        });
        await finished(task, stallMs, onProgress);
        const image = toImageRecord(await waitForRecord(db, name, true));
        onProgress?.(1);
        await record('image.uploaded', image.name, null, activityRef('image', image.name));
        return image;
      }),

    remove: (name) =>
      attempt('The image could not be deleted. Please try again.', async () => {
        if (!isImageFileName(name)) throw new BackendError('invalid', 'That is not an uploaded image name');
        await deleteObject(ref(storage, studioObjectPath(name)));
        await record('image.deleted', name, null, activityRef('image', name));
        // Wait for the trigger so a reloaded list no longer shows the image; the delete itself is already done.
        await waitForRecord(db, name, false).catch(() => undefined);
      }),
  };
}
