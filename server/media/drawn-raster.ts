import sharp from 'sharp';

/** About 6 KB a picture: the demo catalogue's first pages stay in memory. */
const DEFAULT_ENTRIES = 512;
const WEBP_QUALITY = 78;

/**
 * The demo catalogue's drawn pictures as WebP (issue [8]): a browser lays out an SVG picture as a document of its
 * own on the page's main thread (a slow phone spends tens of milliseconds on each card's picture), while it decodes a
 * WebP apart, as it does real photos. Each picture is made once from its SVG and the most recent are kept
 * (least recently used out first); a picture asked for again while being made waits for the same work.
 */
export class DrawnRaster {
  private readonly made = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxEntries = DEFAULT_ENTRIES) {}

  webp(key: string, svg: () => string): Promise<Buffer> {
    const kept = this.made.get(key);
    if (kept !== undefined) {
      // Most recently used last.
      this.made.delete(key);
      this.made.set(key, kept);
      return kept;
    }
    const making = sharp(Buffer.from(svg())).webp({ quality: WEBP_QUALITY }).toBuffer();
    this.made.set(key, making);
    // A failure is not kept: the next request tries again.
    making.catch(() => this.made.get(key) === making && this.made.delete(key));
    while (this.made.size > this.maxEntries) {
      const oldest = this.made.keys().next().value;
      if (oldest === undefined) break;
      this.made.delete(oldest);
    }
    return making;
  }

  get size(): number {
    return this.made.size;
  }
}
