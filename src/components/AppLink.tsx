import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppHistory, withDeckPrefix } from './navigation/navigation';
import { useLayout } from './navigation/useLayout';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An in-app link: marks history as in-app and keeps the /deck prefix. */
export function AppLink({ to, onClick, children, ...rest }: Props) {
  const { push } = useAppHistory();
  const href = withDeckPrefix(to, useLayout() === 'multi');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    push(to);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
