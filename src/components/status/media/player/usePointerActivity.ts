import { useEffect, useState } from 'react';
import { idleTimer } from './playerTimers';

/**
 * Whether the pointer moved over the player lately: the controls show on activity and hide
 * 4000 ms after the last of it (while playing; paused, they stay).
 */
export function usePointerActivity() {
  const [active, setActive] = useState(false);
  const [timer] = useState(() => idleTimer(() => setActive(false)));
  useEffect(() => () => timer.cancel(), [timer]);
  const poke = () => {
    setActive(true);
    timer.poke();
  };
  return { active, poke };
}
