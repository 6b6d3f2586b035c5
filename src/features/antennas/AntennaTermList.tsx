import { useIntl } from 'react-intl';
import type { AntennaTermKind } from '../../entities/types';
import { changeAntennaRule } from '../../store/antennas/antennaActions';
import { selectAntennaRule } from '../../store/antennas/antennaSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ANTENNA_TEXT, RULE_TITLES, TERM_INPUTS } from './antennaMessages';
import { EntryForm } from './EntryForm';
import { RuleSection } from './RuleSection';

/**
 * One word rule list of an antenna (keywords, domains or tags; included or excluded): its
 * entries, each with a button to take it out, and a field to add one. Every change is sent
 * at once.
 */
export function AntennaTermList({
  id,
  kind,
  exclude,
}: {
  id: string;
  kind: AntennaTermKind;
  exclude: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const terms = useAppSelector((s) => selectAntennaRule(s, id, kind));
  const entries = terms?.[exclude ? 'exclude' : 'include'] ?? [];
  const title = intl.formatMessage(RULE_TITLES[kind][exclude ? 1 : 0]);
  const inputs = TERM_INPUTS[kind];
  const placeholder = intl.formatMessage(inputs.placeholder);
  const change = (value: string, add: boolean) =>
    dispatch(changeAntennaRule({ id, kind, exclude, value, add }));
  return (
    <RuleSection
      title={title}
      count={entries.length}
      entries={entries.map((entry) => (
        <li key={entry} className="antenna-rule__entry">
          <span className="antenna-rule__value">{kind === 'tags' ? `#${entry}` : entry}</span>
          <button
            type="button"
            className="button"
            aria-label={intl.formatMessage(ANTENNA_TEXT.removeEntry, { value: entry })}
            onClick={() => void change(entry, false)}
          >
            {'×'}
          </button>
        </li>
      ))}
    >
      <EntryForm
        label={placeholder}
        button={intl.formatMessage(inputs.add)}
        // A refused entry stays in the field to be corrected.
        onSubmit={(text) => change(text, true).then((action) => action.payload === true)}
      />
    </RuleSection>
  );
}
