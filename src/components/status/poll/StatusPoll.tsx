import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Poll, Status } from '../../../entities/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { modalOpened } from '../../../store/modals';
import { refreshPoll, voteInPoll } from '../../../store/statuses/pollActions';
import { selectIsSignedIn } from '../../../store/selectors';
import { InlineRichText } from '../../RichText';
import { pollMessages as m } from './pollMessages';
import {
  canVote,
  isLeadingOption,
  isPollExpired,
  nextSelection,
  optionPercent,
  showsResults,
  timeLeft,
} from './pollRules';
import './poll.css';

/** A poll: options to choose, or results; Vote, See results, Refresh. */
export function StatusPoll({ status, poll }: { status: Status; poll: Poll }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [selected, setSelected] = useState<number[]>([]);
  const [revealed, setRevealed] = useState(false);
  const [isVoting, setIsVoting] = useState(false);
  const name = useId();
  const now = Date.now();
  const expired = isPollExpired(poll, now);
  const results = showsResults(poll, revealed, now);
  const left = timeLeft(poll.expiresAt, now);

  const vote = () => {
    if (!isSignedIn) {
      dispatch(
        modalOpened({
          type: 'INTERACTION',
          props: { intent: 'vote', accountId: status.accountId, url: status.url },
        }),
      );
      return;
    }
    setIsVoting(true);
    void dispatch(voteInPoll({ pollId: poll.id, choices: selected })).finally(() =>
      setIsVoting(false),
    );
  };

  return (
    <div className="poll" role="group" aria-label={intl.formatMessage(m.poll)}>
      <ul className="poll__options">
        {poll.options.map((option, index) => {
          const percent = optionPercent(option, poll);
          const ownVote = poll.ownVotes.includes(index);
          if (results) {
            const leading = isLeadingOption(option, poll);
            return (
              <li
                key={index}
                className={`poll__option poll__option--result${leading ? ' poll__option--leading' : ''}`}
              >
                <span className="poll__number">{percent}%</span>
                <span className="poll__option-title" lang={status.language ?? undefined}>
                  <InlineRichText nodes={option.titleNodes} />
                </span>
                {ownVote && (
                  <span className="poll__voted" title={intl.formatMessage(m.voted)}>
                    ✓<span className="visually-hidden">{intl.formatMessage(m.voted)}</span>
                  </span>
                )}
                <span className="poll__chart" style={{ width: `${percent}%` }} aria-hidden="true" />
              </li>
            );
          }
          return (
            <li key={index} className="poll__option">
              <label className="poll__label">
                <input
                  type={poll.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  checked={selected.includes(index)}
                  disabled={isVoting}
                  onChange={() => setSelected((s) => nextSelection(s, index, poll.multiple))}
                />
                <span className="poll__option-title" lang={status.language ?? undefined}>
                  <InlineRichText nodes={option.titleNodes} />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="poll__footer">
        {!results && (
          <button
            type="button"
            className="button poll__vote"
            disabled={!canVote(selected, isVoting || expired)}
            onClick={vote}
          >
            {intl.formatMessage(m.vote)}
          </button>
        )}
        {!results && (
          <button type="button" className="poll__link" onClick={() => setRevealed(true)}>
            {intl.formatMessage(m.reveal)}
          </button>
        )}
        {results && !expired && (
          <button
            type="button"
            className="poll__link"
            onClick={() => void dispatch(refreshPoll(poll.id))}
          >
            {intl.formatMessage(m.refresh)}
          </button>
        )}
        <span className="poll__meta">
          {poll.votersCount !== null
            ? intl.formatMessage(m.totalPeople, { count: poll.votersCount })
            : intl.formatMessage(m.totalVotes, { count: poll.votesCount })}
          {' · '}
          {expired || !left
            ? intl.formatMessage(m.closed)
            : intl.formatMessage(m[left.unit], { number: left.value })}
        </span>
      </div>
    </div>
  );
}
