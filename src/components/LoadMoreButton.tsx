import { FormattedMessage } from 'react-intl';

/** The "Load more" button at the end of a paged list or timeline (Mastodon's wording). */
export function LoadMoreButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="load-more" onClick={onClick}>
      <FormattedMessage id="status.load_more" defaultMessage="Load more" />
    </button>
  );
}
