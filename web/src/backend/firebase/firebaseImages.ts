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
import { deleteObject, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import { COLLECTIONS, studioObjectPath } from '@studio/core/firebaseLayout';
import {
  UPLOAD_TARGETS,
  imageFileName,
  isImageContentType,
  isImageFileName,
  slotImageMap,
  sortImagesNewestFirst,
  type ImageRecord,
} from '@studio/core/images';
import { IMAGE_CACHE_SECONDS, MAX_IMAGE_BYTES } from '@studio/core/limits';
import { messages } from '@studio/core/messages';
import { imageRecordFrom } from '@studio/core/storedRecords';
import { BackendError } from '../errors.ts';
import type { Backend } from '../port.ts';
import { attempt } from './firebaseErrors.ts';
import { isoFrom } from './firestoreValues.ts';

/** The storage trigger writes the record; it normally lands within a few seconds of the upload. */
const RECORD_WAIT_MS = 60_000;
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

export function firebaseImages(db: Firestore, storage: FirebaseStorage): Backend['images'] {
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
        task.on('state_changed', (progress) => {
          if (progress.totalBytes > 0) onProgress?.(progress.bytesTransferred / progress.totalBytes);
        });
        await task;
        const record = toImageRecord(await waitForRecord(db, name, true));
        onProgress?.(1);
        return record;
      }),

    remove: (name) =>
      attempt('The image could not be deleted. Please try again.', async () => {
        if (!isImageFileName(name)) throw new BackendError('invalid', 'That is not an uploaded image name');
        await deleteObject(ref(storage, studioObjectPath(name)));
        // Wait for the trigger so a reloaded list no longer shows the image; the delete itself is already done.
        await waitForRecord(db, name, false).catch(() => undefined);
      }),
  };
}
