/**
 * Sends a picture to POST /admin/products/{id}/images (the file as the body, the alt text in the query), with the
 * upload's progress: XMLHttpRequest, because fetch cannot tell how much of a body has gone.
 */
import { adminProductImages as t } from '../../../i18n/admin-product-images';

export type UploadOutcome =
  | { ok: true; alt: string }
  | { ok: false; status: number; message: string; field: string | null };

export function uploadProductImage(productId: string, file: File, alt: string, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/admin/products/${encodeURIComponent(productId)}/images?alt=${encodeURIComponent(alt)}`);
    // The server judges the bytes, not this; a file the browser cannot name goes as plain bytes.
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { image?: { alt: string }; message?: string; errors?: { field: string[] | null; message: string }[] };
      if (request.status === 201 && body.image) return resolve({ ok: true, alt: body.image.alt });
      const first = body.errors?.[0];
      resolve({ ok: false, status: request.status, message: first?.message ?? body.message ?? t.failed, field: first?.field?.[0] ?? null });
    };
    request.onerror = () => resolve({ ok: false, status: 0, message: t.failed, field: null });
    request.send(file);
  });
}
