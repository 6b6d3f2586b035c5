import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AntennaChanges } from '../../entities/antenna';
import type { Antenna } from '../../entities/types';
import { updateAntenna } from '../../store/antennas/antennaActions';
import { selectCollectionItems } from '../../store/collections/collectionSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasLocalTimeline } from '../../store/selectors';
import { message } from '../../i18n/text';

const TEXT = {
  mode: message('antennas.mode', 'Mode'),
  normal: message('antennas.mode.normal', 'Normal'),
  stl: message('antennas.stl', 'STL mode'),
  ltl: message('antennas.ltl', 'LTL mode'),
  destination: message('antennas.insert_feeds', 'Insert to feeds'),
  ownTimeline: message('antennas.insert_none', 'Antenna timeline only'),
  home: message('antennas.insert_home', 'Insert to home'),
  list: message('antennas.insert_list', 'Insert to list'),
  selectList: message('antennas.select.placeholder', 'Select list'),
  noLists: message('antennas.select.no_options_message', 'Empty lists'),
  mediaOnly: message('antennas.media_only', 'Media only'),
  ignoreReblog: message('antennas.ignore_reblog', 'Exclude boosts'),
};

type Mode = 'normal' | 'stl' | 'ltl';
const modeOf = (antenna: Antenna): Mode => (antenna.stl ? 'stl' : antenna.ltl ? 'ltl' : 'normal');

/** One choice of a radio group, sent as soon as it is picked. */
function Choice({
  name,
  checked,
  label,
  disabled,
  onPick,
}: {
  name: string;
  checked: boolean;
  label: string;
  disabled?: boolean;
  onPick: () => void;
}) {
  return (
    <label className="antenna-options__choice">
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onPick} />
      {label}
    </label>
  );
}

function Toggle({
  checked,
  label,
  onToggle,
}: {
  checked: boolean;
  label: string;
  onToggle: (on: boolean) => void;
}) {
  return (
    <label className="antenna-options__choice">
      <input type="checkbox" checked={checked} onChange={(e) => onToggle(e.target.checked)} />
      {label}
    </label>
  );
}

/**
 * An antenna's settings besides its rules: its mode (STL and LTL only where the server has a
 * local timeline), where its posts go, and its filters. Each change is sent at once.
 */
export function AntennaOptions({ antenna }: { antenna: Antenna }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const name = useId();
  const hasLocal = useAppSelector(selectHasLocalTimeline);
  const lists = useAppSelector((s) => selectCollectionItems(s, 'lists'));
  const [chosenList, setChosenList] = useState(antenna.list?.id ?? '');
  const t = (text: (typeof TEXT)[keyof typeof TEXT]) => intl.formatMessage(text);
  const change = (changes: AntennaChanges) =>
    void dispatch(updateAntenna({ id: antenna.id, changes }));
  const mode = modeOf(antenna);
  // A mode the server no longer offers still shows while the antenna is in it.
  const modes = (['normal', 'stl', 'ltl'] as const).filter(
    (m) => m === 'normal' || hasLocal || m === mode,
  );
  const listId = chosenList || lists[0]?.id || '';
  const listOf = (id: string) => lists.find((l) => l.id === id) ?? null;
  const toList = (id: string) => {
    const list = listOf(id);
    if (list) change({ insertFeeds: true, list });
  };
  const destination = !antenna.insertFeeds ? 'own' : antenna.list ? 'list' : 'home';
  return (
    <div className="antenna-options">
      {modes.length > 1 && (
        <fieldset className="antenna-options__group">
          <legend>{t(TEXT.mode)}</legend>
          {modes.map((m) => (
            <Choice
              key={m}
              name={`${name}-mode`}
              checked={mode === m}
              label={t(TEXT[m])}
              onPick={() => change({ stl: m === 'stl', ltl: m === 'ltl' })}
            />
          ))}
        </fieldset>
      )}
      <fieldset className="antenna-options__group">
        <legend>{t(TEXT.destination)}</legend>
        <Choice
          name={`${name}-to`}
          checked={destination === 'own'}
          label={t(TEXT.ownTimeline)}
          onPick={() => change({ insertFeeds: false, list: null })}
        />
        <Choice
          name={`${name}-to`}
          checked={destination === 'home'}
          label={t(TEXT.home)}
          onPick={() => change({ insertFeeds: true, list: null })}
        />
        <Choice
          name={`${name}-to`}
          checked={destination === 'list'}
          label={t(TEXT.list)}
          disabled={lists.length === 0}
          onPick={() => toList(listId)}
        />
        {lists.length > 0 ? (
          <select
            aria-label={t(TEXT.selectList)}
            value={destination === 'list' ? (antenna.list?.id ?? '') : listId}
            onChange={(e) => {
              setChosenList(e.target.value);
              toList(e.target.value);
            }}
          >
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.title}
              </option>
            ))}
          </select>
        ) : (
          <p className="antenna-rule__empty">{t(TEXT.noLists)}</p>
        )}
      </fieldset>
      {mode === 'normal' && (
        <div className="antenna-options__group">
          <Toggle
            checked={antenna.withMediaOnly}
            label={t(TEXT.mediaOnly)}
            onToggle={(on) => change({ withMediaOnly: on })}
          />
          <Toggle
            checked={antenna.ignoreReblog}
            label={t(TEXT.ignoreReblog)}
            onToggle={(on) => change({ ignoreReblog: on })}
          />
        </div>
      )}
    </div>
  );
}
