import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { pushPath, withDeckPrefix } from './navigation/navigation';
import { usePathOpener } from './navigation/pathOpener';
import { useNavigate } from './navigation/router';
import { useLayout } from './navigation/useLayout';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * An in-app link: marks history as in-app and keeps the /deck prefix. A post has several, so
 * it reads only what a click needs (no history hooks of its own).
 */
export function AppLink({ to, onClick, children, ...rest }: Props) {
  const navigate = useNavigate();
  const opener = usePathOpener();
  const isMulti = useLayout() === 'multi';
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    pushPath(to, { navigate, opener, isMulti });
  };
  return (
    <a href={withDeckPrefix(to, isMulti)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
