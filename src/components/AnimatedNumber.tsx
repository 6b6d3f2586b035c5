import { useRef, type HTMLAttributes } from 'react';
import { shortNumber } from '../lib/shortNumber';
import './animated-number.css';

/**
 * A counter that slides in the direction it changed (up when it grows). The new value
 * remounts, which restarts the CSS animation; reduced motion turns the animation off. Zero
 * shows nothing and has no element: every element a post has is made, styled, laid out,
 * painted and collected again for each post scrolled past.
 */
export function AnimatedNumber({
  value,
  className,
  ...rest
}: { value: number } & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>) {
  const previous = useRef(value);
  const direction = useRef<'up' | 'down' | null>(null);
  if (previous.current !== value) {
    direction.current = value > previous.current ? 'up' : 'down';
    previous.current = value;
  }
  // The component stays at zero, so a first count still slides in.
  if (value <= 0) return null;
  return (
    <span className={className ? `animated-number ${className}` : 'animated-number'} {...rest}>
      <span
        key={value}
        className={
          direction.current
            ? `animated-number__value animated-number--${direction.current}`
            : 'animated-number__value'
        }
      >
        {shortNumber(value)}
      </span>
    </span>
  );
}
