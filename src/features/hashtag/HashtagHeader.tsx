import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { historyTotals } from '../../entities/tagHistory';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { selectTag, selectTagFeaturing } from '../../store/tags/selectors';
import {
  loadFeaturedTags,
  loadTag,
  toggleTagFeature,
  toggleTagFollow,
} from '../../store/tags/tagActions';

/** Mastodon's hashtag header: the week's numbers, Follow hashtag, and featuring on the profile. */
export function HashtagHeader({ tag: name }: { tag: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const tag = useAppSelector((s) => selectTag(s, name));
  const featuring = useAppSelector((s) => selectTagFeaturing(s, name));
  const tagLoaded = tag !== undefined;
  const ownFeaturing = tag?.featuring ?? null;

  useEffect(() => {
    void dispatch(loadTag(name));
  }, [dispatch, name]);
  // A server without Mastodon 4.4's `featuring` says it through the reader's featured tags.
  useEffect(() => {
    if (isSignedIn && tagLoaded && ownFeaturing === null) void dispatch(loadFeaturedTags());
  }, [dispatch, isSignedIn, tagLoaded, ownFeaturing]);

  if (!tag) return null;
  const { uses, people, today } = historyTotals(tag.history);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <div className="hashtag-header">
      <p className="hashtag-header__counts">
        <FormattedMessage
          id="hashtag.counter_by_uses"
          defaultMessage="{count, plural, one {{counter} post} other {{counter} posts}}"
          values={{ count: uses, counter: <strong>{uses}</strong> }}
        />
        <span aria-hidden="true"> · </span>
        <FormattedMessage
          id="hashtag.counter_by_accounts"
          defaultMessage="{count, plural, one {{counter} participant} other {{counter} participants}}"
          values={{ count: people, counter: <strong>{people}</strong> }}
        />
        <span aria-hidden="true"> · </span>
        <FormattedMessage
          id="hashtag.counter_by_uses_today"
          defaultMessage="{count, plural, one {{counter} post} other {{counter} posts}} today"
          values={{ count: today, counter: <strong>{today}</strong> }}
        />
      </p>
      {isSignedIn && (
        <div className="hashtag-header__buttons">
          {featuring !== null && (
            <button
              type="button"
              className="button"
              onClick={() => void dispatch(toggleTagFeature({ name, feature: !featuring }))}
            >
              {featuring
                ? t('hashtag.unfeature', "Don't feature on profile")
                : t('hashtag.feature', 'Feature on profile')}
            </button>
          )}
          {tag.following !== null && (
            <button
              type="button"
              className="button button--primary"
              aria-pressed={tag.following}
              onClick={() => void dispatch(toggleTagFollow({ name, follow: !tag.following }))}
            >
              {tag.following
                ? t('hashtag.unfollow', 'Unfollow hashtag')
                : t('hashtag.follow', 'Follow hashtag')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
