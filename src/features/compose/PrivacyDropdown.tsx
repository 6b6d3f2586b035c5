import { useIntl } from 'react-intl';
import { VISIBILITY_META } from '../../components/status/visibility';
import type { Visibility } from '../../entities/types';
import type { ComposePrivacyOrBanned } from '../../store/compose/composePrivacy';
import type { ComposePrivacy } from '../../store/compose/composeRules';
import { useAppSelector } from '../../store/hooks';
import { selectAllowedPrivacy } from '../../store/compose/composeSelectors';
import { OptionDropdown, type DropdownOption } from './OptionDropdown';

/** kmyblue's own audiences, with kmyblue's wording. */
const EXTRA_META = {
  circle: { id: 'privacy.circle.short', defaultMessage: 'Circle' },
  mutual: { id: 'privacy.mutual.short', defaultMessage: 'Mutuals only' },
  reply: { id: 'privacy.reply.short', defaultMessage: 'Reply' },
  banned: { id: 'privacy.banned.short', defaultMessage: 'No visibility available' },
} as const;

/** 'Change post privacy': the visibilities the server and the draft allow. */
export function PrivacyDropdown({
  value,
  onChange,
}: {
  value: ComposePrivacyOrBanned;
  onChange: (v: ComposePrivacy) => void;
}) {
  const intl = useIntl();
  const allowed = useAppSelector(selectAllowedPrivacy);
  const labelOf = (privacy: ComposePrivacyOrBanned): DropdownOption<ComposePrivacyOrBanned> => {
    if (privacy in VISIBILITY_META) {
      const meta = VISIBILITY_META[privacy as Visibility];
      return {
        value: privacy,
        icon: meta.icon,
        label: intl.formatMessage({ id: meta.id, defaultMessage: meta.defaultMessage }),
      };
    }
    const meta = EXTRA_META[privacy as keyof typeof EXTRA_META];
    return {
      value: privacy,
      icon: 'circle',
      label: intl.formatMessage({ id: meta.id, defaultMessage: meta.defaultMessage }),
    };
  };
  return (
    <OptionDropdown<ComposePrivacyOrBanned>
      label={intl.formatMessage({ id: 'privacy.change', defaultMessage: 'Change post privacy' })}
      value={value}
      options={allowed.map(labelOf)}
      valueLabel={labelOf(value).label}
      onChange={(v) => {
        if (v !== 'banned') onChange(v);
      }}
    />
  );
}
