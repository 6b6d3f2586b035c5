import { AppLink } from '../../components/AppLink';
import type { Tag } from '../../entities/types';
import { TrendCounter } from './TrendCounter';

/** A hashtag's link to its screen and how many people used it lately. */
export function HashtagName({ tag }: { tag: Tag }) {
  return (
    <div className="trends__item__name">
      <AppLink to={`/tags/${encodeURIComponent(tag.name)}`}>#{tag.name}</AppLink>
      <span className="trends__item__counter">
        <TrendCounter history={tag.history} />
      </span>
    </div>
  );
}
