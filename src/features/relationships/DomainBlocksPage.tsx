import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadDomainBlocks, unblockDomain } from '../../store/domainBlocks/domainBlockActions';
import { selectDomainBlocks } from '../../store/domainBlocks/domainBlocks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Column } from '../ui/Column';
import './accountList.css';
import { LoadMoreButton } from '../../components/LoadMoreButton';

/** /domain_blocks: the blocked domains, each unblocked in place; a server without them says so. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const blocks = useAppSelector(selectDomainBlocks);
  useEffect(() => {
    void dispatch(loadDomainBlocks({}));
  }, [dispatch]);
  const title = intl.formatMessage({
    id: 'column.domain_blocks',
    defaultMessage: 'Blocked domains',
  });
  if (!blocks.isAvailable) {
    return (
      <Column title={title} showBack>
        <p className="empty-column">
          <FormattedMessage
            id="domain_blocks.unavailable"
            defaultMessage="This server does not offer domain blocks."
          />
        </p>
      </Column>
    );
  }
  return (
    <Column title={title} showBack>
      <ul className="account-list" aria-label={title}>
        {blocks.domains.map((domain) => (
          <li key={domain} className="account-list__item">
            <span className="account-list__domain">{domain}</span>
            <button
              type="button"
              className="button"
              onClick={() => void dispatch(unblockDomain(domain))}
            >
              {intl.formatMessage(
                { id: 'account.unblock_domain', defaultMessage: 'Unblock domain {domain}' },
                { domain },
              )}
            </button>
          </li>
        ))}
      </ul>
      {blocks.hasLoaded && blocks.domains.length === 0 && (
        <p className="empty-column">
          <FormattedMessage
            id="empty_column.domain_blocks"
            defaultMessage="There are no blocked domains yet."
          />
        </p>
      )}
      {blocks.next && !blocks.isLoading && (
        <LoadMoreButton onClick={() => void dispatch(loadDomainBlocks({ more: true }))} />
      )}
    </Column>
  );
}
