import type { ImageRecord, SlotImageMap } from '@studio/core/content/images';
import { BackendError } from '../errors.ts';
import type { Backend, UploadProgress } from '../port.ts';
import { parseJson, toError, UNREACHABLE, type HttpClient } from './httpClient.ts';

export function httpImages({ request, baseUrl, fetchImpl }: HttpClient): Backend['images'] {
  return {
    slotMap: async () => (await request<{ slots: SlotImageMap }>('GET', '/api/images/slots')).slots,
    list: async () => (await request<{ images: ImageRecord[] }>('GET', '/api/admin/images')).images,
    upload: (target, file, onProgress) =>
      typeof XMLHttpRequest === 'undefined'
        ? uploadWithFetch(fetchImpl, `${baseUrl}/api/admin/images`, target, file, onProgress)
        : uploadImage(`${baseUrl}/api/admin/images`, target, file, onProgress),
    remove: async (name) => {
      await request('DELETE', `/api/admin/images/${encodeURIComponent(name)}`);
    },
  };
}

function uploadForm(target: string, file: File): FormData {
  const form = new FormData();
  form.append('target', target);
  form.append('file', file, file.name);
  return form;
}

/** Where XMLHttpRequest does not exist (Node, workers), upload with fetch and report progress once, at the end. */
async function uploadWithFetch(
  fetchImpl: typeof fetch,
  url: string,
  target: string,
  file: File,
  onProgress?: UploadProgress,
): Promise<ImageRecord> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', credentials: 'same-origin', body: uploadForm(target, file) });
  } catch {
    throw new BackendError('unavailable', UNREACHABLE);
  }
  const body = parseJson(await response.text());
  if (!response.ok || !body || typeof body !== 'object' || !('image' in body)) throw toError(response.status, body);
  onProgress?.(1);
  return body.image as ImageRecord;
}

/** Multipart upload with real progress (fetch cannot report upload progress; XMLHttpRequest can). */
function uploadImage(url: string, target: string, file: File, onProgress?: UploadProgress): Promise<ImageRecord> {
  return new Promise((resolve, reject) => {
    const form = uploadForm(target, file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'image' in body) {
        onProgress?.(1);
        resolve(body.image as ImageRecord);
      } else reject(toError(xhr.status, body));
    };
    xhr.onerror = () => reject(new BackendError('unavailable', UNREACHABLE));
    xhr.send(form);
  });
}
