import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from '../../components/navigation/router';
import { Icon } from '../../components/Icon';
import {
  isFromApp,
  withDeckPrefix,
  withoutDeckPrefix,
} from '../../components/navigation/navigation';
import { useLayout } from '../../components/navigation/useLayout';
import { useAppDispatch } from '../../store/hooks';
import { settingChanged } from '../../store/session/settings';

/** The navigation's switch between the single column and the multi-column deck. */
export function LayoutToggle() {
  const dispatch = useAppDispatch();
  const isMultiColumn = useLayout() === 'multi';
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <label className="navigation-panel__toggle">
      <input
        type="checkbox"
        checked={isMultiColumn}
        onChange={(e) => {
          const on = e.target.checked;
          const choose = () =>
            dispatch(settingChanged({ path: ['layout'], value: on ? 'multi' : 'single' }));
          // The address follows the layout: /deck paths belong to the multi-column one,
          // so the single column comes once the address has left /deck.
          if (on) choose();
          const path = withoutDeckPrefix(location.pathname);
          void Promise.resolve(
            navigate(withDeckPrefix(path, on) + location.search, {
              replace: true,
              state: isFromApp(location.state) ? { fromApp: true } : null,
            }),
          ).then(() => {
            if (!on) choose();
          });
        }}
      />
      <Icon name="columns" />
      <FormattedMessage
        id="navigation_bar.advanced_interface"
        defaultMessage="Multi-column layout"
      />
    </label>
  );
}
