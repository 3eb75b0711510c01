/** About what search engines show of a meta description. */
export const DESCRIPTION_LENGTH = 155;

const ELLIPSIS = '…';

/** Whitespace runs (line breaks of a listing's description included) become one space; the ends are trimmed. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/**
 * A text cut to at most `max` characters (code points, so no emoji is split) at a word boundary, an ellipsis
 * marking the cut; a text that fits is only collapsed. A single word longer than the limit is cut inside it.
 */
export const truncateAtWord = (text: string, max: number = DESCRIPTION_LENGTH): string => {
  const collapsed = collapseWhitespace(text);
  const chars = Array.from(collapsed);
  if (chars.length <= max) return collapsed;
  if (max <= 1) return chars.slice(0, Math.max(0, max)).join('');
  const room = chars.slice(0, max - 1);
  // The cut falls between words when the next character is a space; else back to the last space within reach.
  const nextIsSpace = chars[max - 1] === ' ';
  const lastSpace = room.lastIndexOf(' ');
  const kept = nextIsSpace ? room : lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${kept.join('').replace(/[\s,;:.!?·–—-]+$/u, '')}${ELLIPSIS}`;
};
