import { Column } from '../ui/Column';
import { Timeline, type TimelineProps } from './Timeline';

/** A timeline as a screen of its own: a column with its title, a back button, and the feed. */
export function TimelineColumn({
  title,
  ...timeline
}: Omit<TimelineProps, 'label'> & { title: string }) {
  return (
    <Column title={title} showBack>
      <Timeline {...timeline} label={title} />
    </Column>
  );
}
