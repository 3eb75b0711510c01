import { describe, expect, it } from 'vitest';
import { activityPictureSvg, boatPictureSvg, parseMediaPath } from './picture';

const TYPES = ['Catamaran', 'Gulet', 'Houseboat', 'Jet Ski', 'Motorboat', 'Motor Yacht', 'RIB', 'Sailboat', 'Sail Yacht', 'Without license', 'Yacht'];

describe('boatPictureSvg', () => {
  it('draws a complete SVG for every type, the same each time', () => {
    for (const type of TYPES) {
      const svg = boatPictureSvg(12, type, 1);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toContain('NaN');
      expect(boatPictureSvg(12, type, 1)).toBe(svg);
    }
  });

  it('varies with the picture index and the seed', () => {
    expect(boatPictureSvg(12, 'Sailboat', 1)).not.toBe(boatPictureSvg(12, 'Sailboat', 2));
    expect(boatPictureSvg(12, 'Sailboat', 1)).not.toBe(boatPictureSvg(13, 'Sailboat', 1));
  });

  it('gives sail types a sail and motor types none', () => {
    const hasSail = (svg: string) => svg.includes('fill="#fbfbf7"');
    for (const type of ['Sailboat', 'Catamaran', 'Gulet', 'Sail Yacht']) expect(hasSail(boatPictureSvg(3, type, 1))).toBe(true);
    for (const type of ['Motorboat', 'Motor Yacht', 'RIB', 'Jet Ski', 'Yacht']) expect(hasSail(boatPictureSvg(3, type, 1))).toBe(false);
  });

  it('escapes an unknown type in the title', () => {
    expect(boatPictureSvg(1, '<script>', 1)).toContain('&lt;script&gt;');
  });
});

describe('activityPictureSvg', () => {
  it('draws a complete SVG', () => {
    const svg = activityPictureSvg(4, 'sunsetCruise');
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(activityPictureSvg(4, 'sunsetCruise')).toBe(svg);
  });
});

describe('parseMediaPath', () => {
  it('reads the stored picture paths', () => {
    expect(parseMediaPath('/media/boats/12/3.svg')).toEqual({ kind: 'boat', boatId: 12, position: 3, format: 'svg' });
    expect(parseMediaPath('/media/boats/12/3.webp')).toEqual({ kind: 'boat', boatId: 12, position: 3, format: 'webp' });
    expect(parseMediaPath('/media/activities/7.svg')).toEqual({ kind: 'activity', activityId: 7, format: 'svg' });
    expect(parseMediaPath('/media/activities/7.webp')).toEqual({ kind: 'activity', activityId: 7, format: 'webp' });
  });

  it.each(['/media/boats/0/1.svg', '/media/boats/1/1.png', '/media/boats/1/1.webp.svg', '/media/activities/7.jpeg', '/media/boats/../1.svg', '/media/activities/x.svg', '/media/boats/01/1.svg'])(
    'rejects %s',
    (path) => {
      expect(parseMediaPath(path)).toBeNull();
    },
  );
});
