import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';

/** The layouts' main column (`<main id="main">`): the current route's screen. */
const MAIN_ID = 'main';

/**
 * The first thing Tab reaches: hidden until focused, it moves focus to the main column, past
 * the composer and the navigation.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus, not a fragment: a hash in the address would be a navigation for the router.
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      <FormattedMessage id="skip_links.skip_to_content" defaultMessage="Skip to main content" />
    </a>
  );
}
