import { FormattedMessage } from 'react-intl';
import type { Status } from '../../entities/types';
import './unavailable.css';

/**
 * In place of the parts of a post that could not be read: each media item that could not be
 * shown is a tile naming the problem, and a poll says it is unavailable (a quote says so in
 * StatusQuote). The rest of the post shows as usual.
 */
export function StatusUnavailableParts({ status }: { status: Status }) {
  const problems = status.unreadableParts;
  const media = problems.filter((p) => p.part === 'media');
  const hasPoll = problems.some((p) => p.part === 'poll');
  if (media.length === 0 && !hasPoll) return null;
  return (
    <div className="status-unavailable">
      {hasPoll && (
        <p className="status-unavailable__part">
          <FormattedMessage id="status.poll_unavailable" defaultMessage="Poll unavailable" />
        </p>
      )}
      {media.length > 0 && (
        <ul className="status-unavailable__media">
          {media.map((item, index) => (
            <li key={item.id ?? `media-${String(index)}`} className="status-unavailable__tile">
              <FormattedMessage
                id="status.media_unavailable"
                defaultMessage="Media unavailable: {problem}"
                values={{ problem: item.problem }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
