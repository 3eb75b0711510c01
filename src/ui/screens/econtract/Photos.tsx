import { useEffect, useRef } from 'react';

/** Thumbnails are drawn this wide: enough to recognise a damage, light on a phone. */
const THUMB_WIDTH = 160;

/**
 * A photo still on the phone, drawn from its bytes on a canvas (the page's security policy allows images from our
 * own origin only, so no blob: URL; drawing a decoded bitmap needs none).
 */
export const PendingPhoto = ({ blob, label }: { blob: Blob; label: string }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    if (typeof createImageBitmap !== 'function') return undefined;
    createImageBitmap(blob)
      .then((bitmap) => {
        const target = canvas.current;
        if (cancelled || !target) return bitmap.close();
        const scale = Math.min(1, THUMB_WIDTH / bitmap.width);
        target.width = Math.max(1, Math.round(bitmap.width * scale));
        target.height = Math.max(1, Math.round(bitmap.height * scale));
        target.getContext('2d')?.drawImage(bitmap, 0, 0, target.width, target.height);
        bitmap.close();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [blob]);
  return <canvas ref={canvas} className="econtract-thumb pending" role="img" aria-label={label} width={THUMB_WIDTH} height={120} />;
};

/** A photo the server has, through its signed URL. */
export const StoredPhoto = ({ url, label }: { url: string | undefined; label: string }) =>
  url ? <img className="econtract-thumb" src={url} alt={label} width={THUMB_WIDTH} height={120} loading="lazy" /> : <span className="econtract-thumb missing">{label}</span>;
