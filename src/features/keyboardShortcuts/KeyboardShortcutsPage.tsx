import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HOTKEYS } from '../../components/hotkeys/hotkeyTable';
import { Column } from '../ui/Column';
import './keyboardShortcuts.css';

/** A key as written in the table (`g h`, `alt+n`, `1-9`) as the keys to press. */
function KeyToken({ token }: { token: string }) {
  const range = /^(.)-(.)$/.exec(token);
  const keys = range ? range.slice(1) : token.split(token.includes(' ') ? ' ' : '+');
  const joiner = range ? '–' : '+';
  return (
    <>
      {keys.map((key, i) => (
        <Fragment key={i}>
          {i > 0 && joiner}
          <kbd>{key}</kbd>
        </Fragment>
      ))}
    </>
  );
}

/** /keyboard-shortcuts: every shortcut from the one table the keys are handled by. */
export function Component() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'keyboard_shortcuts.heading',
    defaultMessage: 'Keyboard shortcuts',
  });
  return (
    <Column
      title={title}
      showBack
      className="keyboard-shortcuts"
      pin={{ id: 'KEYBOARD_SHORTCUTS', params: {} }}
    >
      <table className="keyboard-shortcuts__table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="keyboard_shortcuts.hotkey" defaultMessage="Hotkey" />
            </th>
            <th scope="col">
              <FormattedMessage id="keyboard_shortcuts.description" defaultMessage="Description" />
            </th>
          </tr>
        </thead>
        <tbody>
          {HOTKEYS.map((entry) => (
            <tr key={entry.command}>
              <td>
                {entry.keys.map((token, i) => (
                  <Fragment key={token}>
                    {i > 0 && ', '}
                    <KeyToken token={token} />
                  </Fragment>
                ))}
              </td>
              <td>{intl.formatMessage(entry.message)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Column>
  );
}
