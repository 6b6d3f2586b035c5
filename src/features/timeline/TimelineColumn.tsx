import { Column } from '../ui/Column';
import type { PinDescriptor } from '../columns/ColumnHeaderControls';
import { Timeline, type TimelineProps } from './Timeline';

/** A timeline as a screen of its own: a column with its title, a back button, and the feed. */
export function TimelineColumn({
  title,
  pin,
  ...timeline
}: Omit<TimelineProps, 'label'> & { title: string; pin?: PinDescriptor }) {
  return (
    <Column title={title} showBack pin={pin}>
      <Timeline {...timeline} label={title} />
    </Column>
  );
}
