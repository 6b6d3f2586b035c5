import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Blurhash } from '../../components/status/media/Blurhash';
import { peopleInDays } from '../../entities/tagHistory';
import type { TrendsLink } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadTrendingLinks } from '../../store/trends/trendActions';
import { selectTrendingLinks } from '../../store/trends/trends';
import { NothingTrending } from './TrendingTags';

/** The link timeline of a URL: the URL itself, encoded as one path segment (as Mastodon). */
export const linkTimelinePath = (url: string) => `/links/${encodeURIComponent(url)}`;

function Story({ link }: { link: TrendsLink }) {
  const { card, history } = link;
  const count = peopleInDays(history);
  return (
    <li className="story">
      <AppLink
        to={linkTimelinePath(card.url)}
        className="story__link"
        lang={card.language ?? undefined}
      >
        <span className="story__details">
          <span className="story__details__publisher">{card.providerName}</span>
          <span className="story__details__title">{card.title || card.url}</span>
          <span className="story__details__shared">
            <FormattedMessage
              id="trends.link_counter_by_accounts"
              defaultMessage="{count, plural, one {{counter} person} other {{counter} people}} talking"
              values={{ count, counter: <strong>{count}</strong> }}
            />
          </span>
        </span>
        {card.image && (
          <span className="story__thumbnail">
            <Blurhash hash={card.blurhash} className="story__thumbnail__blurhash" />
            <img src={card.image} alt={card.imageDescription} loading="lazy" />
          </span>
        )}
      </AppLink>
    </li>
  );
}

/** Explore's News tab: links people are sharing, each opening its link timeline. */
export function TrendingLinks() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, hasLoaded } = useAppSelector(selectTrendingLinks);
  useEffect(() => {
    void dispatch(loadTrendingLinks());
  }, [dispatch]);
  const label = intl.formatMessage({ id: 'explore.trending_links', defaultMessage: 'News' });
  return (
    <>
      <ul className="stories" aria-label={label} aria-busy={!hasLoaded}>
        {items.map((link) => (
          <Story key={link.card.url} link={link} />
        ))}
      </ul>
      {hasLoaded && items.length === 0 && <NothingTrending />}
    </>
  );
}
