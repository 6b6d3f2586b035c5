import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { InlineRichText } from '../../components/RichText';
import { accountFields } from '../../entities/account';
import { roleColour } from '../../entities/accountDisplay';
import type { Account } from '../../entities/types';

/** The profile's fields; a verified link shows a check mark and the verified style. */
export function AccountFields({ account }: { account: Account }) {
  const intl = useIntl();
  if (account.fields.length === 0) return null;
  return (
    <dl className="account-header__fields">
      {accountFields(account).map((field, i) => (
        <div key={i} className={field.verifiedAt ? 'verified' : undefined}>
          <dt>
            <InlineRichText nodes={field.nameNodes} />
          </dt>
          <dd>
            {field.verifiedAt && (
              <span
                className="verified__mark"
                role="img"
                aria-label={intl.formatMessage(
                  {
                    id: 'account.link_verified_on',
                    defaultMessage: 'Ownership of this link was checked on {date}',
                  },
                  { date: intl.formatDate(field.verifiedAt, { dateStyle: 'medium' }) },
                )}
              >
                <Icon name="check" size={14} />
              </span>
            )}
            <InlineRichText nodes={field.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Role badges: the role's colour on the border, when it is a `#rrggbb` colour. The text keeps
 * the theme's colour, since a colour the server chose may not be readable on the badge.
 */
export function AccountRoles({ account }: { account: Account }) {
  if (account.roles.length === 0) return null;
  return (
    <ul className="account-role-list">
      {account.roles.map((role) => {
        const colour = roleColour(role.color);
        return (
          <li
            key={role.id}
            className="account-role"
            style={colour ? { borderColor: colour } : undefined}
          >
            {role.name}
          </li>
        );
      })}
    </ul>
  );
}
