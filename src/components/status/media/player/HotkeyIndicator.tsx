import { useIntl } from 'react-intl';
import type { Indicator } from './usePlayerKeys';

/** What a hotkey just did, shown briefly over the player (animated unless motion is reduced). */
export function HotkeyIndicator({ indicator }: { indicator: Indicator | null }) {
  const intl = useIntl();
  return (
    <div className="player__indicator-region" role="status">
      {indicator && (
        <span key={indicator.serial} className="player__indicator">
          {intl.formatMessage(indicator.message)}
        </span>
      )}
    </div>
  );
}
