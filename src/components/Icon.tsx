import type { IconName } from './iconPaths';
import './icon.css';
import './icons.css';

export type { IconName };

/** icons.css's size; another is set on the icon. */
const DEFAULT_SIZE = 18;

/**
 * An icon in the text's colour: a glyph of the client's icon font (icon.css, icons.css), not an inline
 * <svg>. Each <svg> was a root of its own for the browser to lay out and paint, nine in every
 * post: scrolls of 600 posts at 4× (three runs of each, interleaved) had 78 and 84 long tasks
 * and 34–35 frames a second with them, 1 and 2 and 50–51 with no icons at all; drawn as a mask
 * over a box of the text's colour instead, 61 and 33.
 */
export function Icon({
  name,
  size = DEFAULT_SIZE,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <span
      className={`icon icon--${name}${className ? ` ${className}` : ''}`}
      style={size === DEFAULT_SIZE ? undefined : { fontSize: size }}
      aria-hidden="true"
    />
  );
}

/**
 * The classes that make an element (an icon button) draw the icon itself, as its ::before:
 * a post's seven buttons had an element each for their icons, made, styled, laid out and
 * collected again for every post scrolled past.
 */
export const withIcon = (name: IconName) => `with-icon icon--${name}`;
