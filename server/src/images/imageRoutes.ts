import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { uploadTargetSchema } from '@studio/core/content/images';
import { MAX_IMAGE_BYTES } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../auth/staffGuard.ts';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import { processImage } from './imagePipeline.ts';
import type { ImageStore } from './imageStore.ts';

const IMAGE_NOT_FOUND = 'Image not found';

/** Multipart limits: one file of at most 5 MB and a handful of small fields; anything more is refused. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
};

function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, messages.imageTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'Send one image at a time');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, 'Send the image as multipart/form-data');
  return new HttpError(400, 'The upload could not be read. Please try again.');
}

export function publicImageRoutes(app: FastifyInstance, store: ImageStore): void {
  app.get('/api/images/slots', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(store.slotMapJson()),
  );

  // Names never repeat, so a file can be cached for good; the CSP and nosniff keep any file from acting as a page.
  app.get('/media/:name', { compress: false }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = store.mediaFile(name);
    const size = file && (await stat(file.path).catch(() => undefined))?.size;
    if (!file || size === undefined) throw new HttpError(404, IMAGE_NOT_FOUND);
    void reply
      .header('content-type', file.contentType)
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox; base-uri 'none'; frame-ancestors 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${name}"`)
      .header('content-disposition', 'inline');
    if (request.headers['if-none-match'] === `"${name}"`) return reply.code(304).send();
    if (request.method === 'HEAD') return reply.send();
    return reply.send(createReadStream(file.path));
  });
}

/** The staff's image calls, in HTTP: the store records each upload and removal and tells the site. */
export function staffImageRoutes(app: FastifyInstance, store: ImageStore): void {
  app.get('/api/admin/images', async () => ({ images: store.list() }));

  app.post('/api/admin/images', async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
    let target: string | undefined;
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
        if (part.type === 'field') {
          if (part.fieldname === 'target' && typeof part.value === 'string') target = part.value;
        } else if (part.fieldname === 'file') {
          bytes = await part.toBuffer();
        } else {
          await part.toBuffer();
        }
      }
    } catch (error) {
      throw uploadError(error);
    }
    const slot = parseWith(uploadTargetSchema, target ?? '');
    if (!bytes?.length) throw new HttpError(400, 'Choose an image to upload');
    const image = await processImage(bytes);
    const record = await store.add(slot, image, currentStaff(request).email);
    request.log.info({ image: record.name, size: record.size }, 'image uploaded');
    return reply.code(201).send({ image: record });
  });

  app.delete('/api/admin/images/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const removal = await store.remove(name, currentStaff(request).email);
    if (!removal) throw new HttpError(404, IMAGE_NOT_FOUND);
    if (removal.leftoverFiles.length > 0) {
      request.log.warn(
        { image: name, files: removal.leftoverFiles },
        'image removed; some of its files could not be deleted',
      );
    }
    return reply.code(204).send();
  });
}
