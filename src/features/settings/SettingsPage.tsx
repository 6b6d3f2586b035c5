import { useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { Column } from '../ui/Column';
import { AppearanceSettings } from './AppearanceSettings';
import { ConfirmationSettings, ReadingSettings } from './BehaviourSettings';
import { NotificationSettings } from './NotificationSettings';
import { PostingSettings } from './PostingSettings';
import { PushSettings } from './PushSettings';
import { TimelineSettings } from './TimelineSettings';
import './settings.css';

/**
 * The reader's settings, per account; each change takes effect at once and is saved (in the
 * browser, and to the server where it keeps them).
 */
export function Component() {
  const intl = useIntl();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const title = intl.formatMessage({ id: 'navigation_bar.settings', defaultMessage: 'Settings' });
  return (
    <Column title={title} showBack className="settings">
      <div className="settings__body">
        <AppearanceSettings />
        <ReadingSettings />
        {isSignedIn && <ConfirmationSettings />}
        {isSignedIn && <PostingSettings />}
        <TimelineSettings />
        {isSignedIn && <NotificationSettings />}
        {isSignedIn && <PushSettings />}
      </div>
    </Column>
  );
}
