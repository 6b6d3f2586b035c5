import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from '../../components/navigation/router';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { AnnouncementsPanel } from '../announcements/AnnouncementsPanel';
import { AnnouncementsToggle } from '../announcements/AnnouncementsToggle';
import { RegexFilterSetting } from '../timeline/RegexFilterSetting';
import { Timeline } from '../timeline/Timeline';
import { Column } from '../ui/Column';
import type { PinDescriptor } from '../columns/ColumnHeaderControls';

const SOURCE = { kind: 'home' } as const;
const PIN: PinDescriptor = { id: 'HOME', params: {} };

export function Component() {
  const intl = useIntl();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!isSignedIn) return <Navigate to="/public/local" replace />;
  const title = intl.formatMessage({ id: 'column.home', defaultMessage: 'Home' });
  return (
    <Column
      title={title}
      pin={PIN}
      actions={
        <>
          <AnnouncementsToggle />
          <RegexFilterSetting column="home" />
        </>
      }
    >
      <AnnouncementsPanel />
      <Timeline
        source={SOURCE}
        label={title}
        filterContext="home"
        emptyMessage={
          <FormattedMessage
            id="empty_column.home"
            defaultMessage="Your home timeline is empty! Follow more people to fill it up."
          />
        }
      />
    </Column>
  );
}
