import type { PhotoShrinker } from '../../application/econtract/ports';

/** The server keeps photos at most this wide: larger is only more to send over a pontoon's connection. */
export const SHRUNK_WIDTH = 1600;

/**
 * Shrinks a camera photo in the browser before it is queued and sent (a 5 MB photo becomes a few hundred KB):
 * decoded upright (EXIF orientation applied), drawn at most 1600 px wide, encoded as JPEG. Drawing also drops the
 * photo's metadata; the server strips it again anyway. Whatever fails, the original photo is used.
 */
export class CanvasPhotoShrinker implements PhotoShrinker {
  async shrink(photo: Blob): Promise<Blob> {
    if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return photo;
    try {
      const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
      const scale = Math.min(1, SHRUNK_WIDTH / bitmap.width);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) return photo;
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      bitmap.close();
      const shrunk = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
      return shrunk && shrunk.size < photo.size ? shrunk : photo;
    } catch {
      return photo;
    }
  }
}
