import { describe, expect, it } from 'vitest';
import { fittingWidth, isResizablePicture, parsePictureWidth, pictureAtWidth, pictureSrcSet, PICTURE_WIDTHS } from './picture-widths';

const UPLOAD = '/media/uploads/boats/8/0b6f3c1e-2a4d-4c6e-9f1a-3b5d7e9f1a2c.webp';

describe('picture widths', () => {
  it('reads the w parameter: absent, an allowed width, or refused', () => {
    expect(parsePictureWidth(undefined)).toEqual({ ok: true, width: undefined });
    for (const width of PICTURE_WIDTHS) expect(parsePictureWidth(String(width))).toEqual({ ok: true, width });
    for (const text of ['', '0', '500', '0640', '+640', '640px', '640.0', ' 640', '6400', '-320', '1e3', 'abc']) {
      expect(parsePictureWidth(text)).toEqual({ ok: false });
    }
  });

  it('resizes uploaded pictures only', () => {
    expect(isResizablePicture(UPLOAD)).toBe(true);
    expect(isResizablePicture('/media/boats/8/1.svg')).toBe(false);
    expect(isResizablePicture('/media/activities/21.svg')).toBe(false);
    expect(isResizablePicture('https://example.com/media/uploads/a/b.webp')).toBe(false);
    expect(isResizablePicture(`${UPLOAD}?w=640`)).toBe(false);
    expect(pictureAtWidth(UPLOAD, 640)).toBe(`${UPLOAD}?w=640`);
    expect(pictureAtWidth('/media/boats/8/1.svg', 640)).toBe('/media/boats/8/1.svg');
  });

  it('offers the widths a screen up to 2× needs, and nothing for an SVG', () => {
    expect(pictureSrcSet('/media/boats/8/1.svg', 400)).toBeUndefined();
    // A card shown at most 400 px wide: 800 device pixels at 2×, so up to 960.
    expect(pictureSrcSet(UPLOAD, 400)).toBe([320, 480, 640, 960].map((w) => `${UPLOAD}?w=${w} ${w}w`).join(', '));
    expect(pictureSrcSet(UPLOAD, 480)).toBe([320, 480, 640, 960].map((w) => `${UPLOAD}?w=${w} ${w}w`).join(', '));
    // The gallery (up to 1168 px wide): every width.
    expect(pictureSrcSet(UPLOAD, 1168)?.split(', ').map((s) => s.split(' ')[1])).toEqual(PICTURE_WIDTHS.map((w) => `${w}w`));
    expect(pictureSrcSet(UPLOAD, 96)).toBe(`${UPLOAD}?w=320 320w`);
  });

  it('fits one density with the smallest width at least as wide', () => {
    expect(fittingWidth(1)).toBe(320);
    expect(fittingWidth(320)).toBe(320);
    expect(fittingWidth(321)).toBe(480);
    expect(fittingWidth(420)).toBe(480);
    expect(fittingWidth(5000)).toBe(1600);
  });
});
