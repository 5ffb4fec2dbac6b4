import { logger } from 'firebase-functions/v2';
import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import { FUNCTIONS_REGION } from '@studio/core/firebase/firebaseLayout';
import { adminFirestore, defaultBucket } from '../adminApp.ts';
import { forgetDeletedImage, recordUploadedImage, type ImageBucket } from './imageRecords.ts';

function cloudBucket(): ImageBucket {
  const bucket = defaultBucket();
  return {
    async download(path) {
      const [data] = await bucket.file(path).download();
      return data;
    },
    async save(path, data, contentType, cacheControl) {
      await bucket.file(path).save(data, { contentType, metadata: { cacheControl }, resumable: false });
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}

export const onImageUploaded = onObjectFinalized(
  { region: FUNCTIONS_REGION, memory: '1GiB', timeoutSeconds: 120 },
  async (event) => {
    const outcome = await recordUploadedImage(adminFirestore(), cloudBucket(), event.data);
    if (outcome === 'rejected') logger.warn('Removed an upload that is not a usable image', { name: event.data.name });
    else if (outcome === 'recorded') logger.info('Recorded uploaded image', { name: event.data.name });
  },
);

export const onImageDeleted = onObjectDeleted({ region: FUNCTIONS_REGION }, async (event) => {
  const outcome = await forgetDeletedImage(adminFirestore(), cloudBucket(), event.data);
  if (outcome === 'removed') logger.info('Removed image record and variants', { name: event.data.name });
});
