import { useRef } from 'react';
import { shortNumber } from '../lib/shortNumber';
import './animated-number.css';

/**
 * A counter that slides in the direction it changed (up when it grows). The new value
 * remounts, which restarts the CSS animation; reduced motion turns the animation off.
 */
export function AnimatedNumber({ value }: { value: number }) {
  const previous = useRef(value);
  const direction = useRef<'up' | 'down' | null>(null);
  if (previous.current !== value) {
    direction.current = value > previous.current ? 'up' : 'down';
    previous.current = value;
  }
  return (
    <span className="animated-number">
      <span
        key={value}
        className={
          direction.current
            ? `animated-number__value animated-number--${direction.current}`
            : 'animated-number__value'
        }
      >
        {value > 0 ? shortNumber(value) : ''}
      </span>
    </span>
  );
}
