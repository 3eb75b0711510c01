import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { boatPictureSvg } from './picture';
import { DrawnRaster } from './drawn-raster';

describe('DrawnRaster', () => {
  it('makes a WebP of the drawn picture at its size, once per key', async () => {
    const raster = new DrawnRaster();
    let drawn = 0;
    const svg = () => {
      drawn++;
      return boatPictureSvg(12, 'Sailboat', 1);
    };
    const [first, again] = await Promise.all([raster.webp('boat/12/1/Sailboat', svg), raster.webp('boat/12/1/Sailboat', svg)]);
    expect(again).toBe(first);
    expect(drawn).toBe(1);
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([800, 600]);
    expect(first.byteLength).toBeLessThan(30_000);
  });

  it('keeps the most recently used pictures only', async () => {
    const raster = new DrawnRaster(2);
    const svg = (id: number) => () => boatPictureSvg(id, 'Motorboat', 1);
    const one = await raster.webp('1', svg(1));
    await raster.webp('2', svg(2));
    expect(await raster.webp('1', svg(1))).toBe(one); // 1 used again: 2 is now the oldest
    await raster.webp('3', svg(3));
    expect(raster.size).toBe(2);
    expect(await raster.webp('1', svg(1))).toBe(one);
    let drawnAgain = false;
    await raster.webp('2', () => ((drawnAgain = true), boatPictureSvg(2, 'Motorboat', 1)));
    expect(drawnAgain).toBe(true);
  });

  it('does not keep a failure', async () => {
    const raster = new DrawnRaster();
    await expect(raster.webp('bad', () => '<svg')).rejects.toThrow();
    expect(raster.size).toBe(0);
    await expect(raster.webp('bad', () => boatPictureSvg(1, 'RIB', 1))).resolves.toBeInstanceOf(Buffer);
  });
});
