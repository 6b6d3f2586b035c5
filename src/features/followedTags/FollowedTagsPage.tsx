import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFollowedTags, selectTag } from '../../store/tags/selectors';
import { loadFollowedTags, toggleTagFollow } from '../../store/tags/tagActions';
import { HashtagName } from '../explore/HashtagName';
import { Column } from '../ui/Column';
import '../explore/explore.css';

function FollowedTag({ name }: { name: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const tag = useAppSelector((s) => selectTag(s, name));
  if (!tag) return null;
  return (
    <li className="followed-tags__item">
      <HashtagName tag={tag} />
      <button
        type="button"
        className="button"
        aria-label={intl.formatMessage(
          { id: 'followed_tags.unfollow', defaultMessage: 'Unfollow hashtag #{name}' },
          { name: tag.name },
        )}
        onClick={() => void dispatch(toggleTagFollow({ name: tag.name, follow: false }))}
      >
        {intl.formatMessage({ id: 'hashtag.unfollow', defaultMessage: 'Unfollow hashtag' })}
      </button>
    </li>
  );
}

/** /followed_tags: the hashtags the reader follows, each with Unfollow, paged. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { names, next, isLoading, hasLoaded } = useAppSelector(selectFollowedTags);
  useEffect(() => {
    void dispatch(loadFollowedTags({}));
  }, [dispatch]);
  const title = intl.formatMessage({ id: 'followed_tags', defaultMessage: 'Followed hashtags' });
  return (
    <Column title={title} showBack>
      <ul className="followed-tags" aria-label={title} aria-busy={!hasLoaded}>
        {names.map((name) => (
          <FollowedTag key={name} name={name} />
        ))}
      </ul>
      {hasLoaded && names.length === 0 && (
        <p className="empty-column" role="status">
          <FormattedMessage
            id="empty_column.followed_tags"
            defaultMessage="You have not followed any hashtags yet. When you do, they will show up here."
          />
        </p>
      )}
      {next && (
        <button
          type="button"
          className="button load-more"
          disabled={isLoading}
          onClick={() => void dispatch(loadFollowedTags({ more: true }))}
        >
          {intl.formatMessage({ id: 'status.load_more', defaultMessage: 'Load more' })}
        </button>
      )}
    </Column>
  );
}
