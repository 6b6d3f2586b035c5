import type { ReactNode } from 'react';
import { Column } from '../ui/Column';
import { Timeline, type TimelineProps } from './Timeline';

/** A timeline as a screen of its own: a column with its title, a back button, and the feed. */
export function TimelineColumn({
  title,
  actions,
  ...timeline
}: Omit<TimelineProps, 'label'> & { title: string; actions?: ReactNode }) {
  return (
    <Column title={title} showBack actions={actions}>
      <Timeline {...timeline} label={title} />
    </Column>
  );
}
