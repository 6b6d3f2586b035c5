import type { ReactNode } from 'react';

/** In a list item's place when it cannot be shown: bad data from the server, or a failed render. */
export function InvalidItem({
  className,
  label,
  children,
}: {
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <article className={className} aria-label={label}>
      <p role="note">{children}</p>
    </article>
  );
}
