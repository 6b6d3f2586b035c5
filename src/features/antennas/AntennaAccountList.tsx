import { useState } from 'react';
import { useIntl } from 'react-intl';
import { changeAntennaRule, searchAntennaAccounts } from '../../store/antennas/antennaActions';
import { selectAntennaRule } from '../../store/antennas/antennaSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { MemberRow } from '../collections/MemberRow';
import { ANTENNA_TEXT, RULE_TITLES } from './antennaMessages';
import { EntryForm } from './EntryForm';
import { RuleSection } from './RuleSection';

/**
 * The accounts an antenna takes posts from (or rejects): the members, read all at once, and
 * a search of the server's accounts to add more. Every change is sent at once.
 */
export function AntennaAccountList({ id, exclude }: { id: string; exclude: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const rule = useAppSelector((s) => selectAntennaRule(s, id, 'accounts'));
  const [found, setFound] = useState<string[]>([]);
  const members = rule?.[exclude ? 'exclude' : 'include'] ?? [];
  const title = intl.formatMessage(RULE_TITLES.accounts[exclude ? 1 : 0]);
  const searchLabel = intl.formatMessage(ANTENNA_TEXT.searchAccounts);
  const change = (accountId: string, add: boolean) =>
    void dispatch(changeAntennaRule({ id, kind: 'accounts', exclude, value: accountId, add }));
  const candidates = found.filter((accountId) => !members.includes(accountId));
  const rows = (ids: string[], add: boolean) =>
    ids.map((accountId) => (
      <MemberRow
        key={accountId}
        accountId={accountId}
        label={intl.formatMessage(add ? ANTENNA_TEXT.addAccount : ANTENNA_TEXT.removeAccount)}
        onClick={() => change(accountId, add)}
      />
    ));
  return (
    <RuleSection title={title} count={members.length} entries={rows(members, false)}>
      <EntryForm
        label={searchLabel}
        button={intl.formatMessage(ANTENNA_TEXT.search)}
        type="search"
        role="search"
        onSubmit={(text) =>
          dispatch(searchAntennaAccounts(text.trim())).then((action) => {
            if (Array.isArray(action.payload)) setFound(action.payload);
            return false;
          })
        }
      />
      {candidates.length > 0 && (
        <ul className="antenna-rule__entries" aria-label={searchLabel}>
          {rows(candidates, true)}
        </ul>
      )}
    </RuleSection>
  );
}
