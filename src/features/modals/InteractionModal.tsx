import { FormattedMessage, useIntl } from 'react-intl';
import { DisplayName } from '../../components/DisplayName';
import { Modal } from '../../components/Modal';
import { useAppSelector } from '../../store/hooks';
import { selectAccount, selectOrigin } from '../../store/selectors';
import type { ModalDescriptor } from '../../store/modals';

type Props = Extract<ModalDescriptor, { type: 'INTERACTION' }>['props'] & { onClose: () => void };

const TITLES = {
  reply: { id: 'interaction_modal.title.reply', defaultMessage: "Reply to {name}'s post" },
  reblog: { id: 'interaction_modal.title.reblog', defaultMessage: "Boost {name}'s post" },
  favourite: { id: 'interaction_modal.title.favourite', defaultMessage: "Favorite {name}'s post" },
  bookmark: { id: 'interaction_modal.title.bookmark', defaultMessage: "Bookmark {name}'s post" },
  vote: { id: 'interaction_modal.title.vote', defaultMessage: "Vote in {name}'s poll" },
  follow: { id: 'interaction_modal.title.follow', defaultMessage: 'Follow {name}' },
  compose: { id: 'interaction_modal.title.compose', defaultMessage: 'Write a post' },
  emoji_reaction: {
    id: 'interaction_modal.title.emoji_reaction',
    defaultMessage: "React to {name}'s post",
  },
  quote: { id: 'interaction_modal.title.quote', defaultMessage: "Quote {name}'s post" },
} as const;

/** What a visitor sees instead of an interaction: sign in to do it. */
export function InteractionModal({ intent, accountId, url, onClose }: Props) {
  const intl = useIntl();
  const account = useAppSelector((s) => selectAccount(s, accountId));
  const origin = useAppSelector(selectOrigin) ?? '';
  const name = account ? <DisplayName account={account} withAcct={false} /> : '';
  return (
    <Modal title={<FormattedMessage {...TITLES[intent]} values={{ name }} />} onClose={onClose}>
      <p>
        {intl.formatMessage({
          id: 'interaction_modal.description',
          defaultMessage: 'With an account on this server, you can respond to this post and more.',
        })}
      </p>
      <div className="modal__actions">
        <a className="button button--primary" href={`/login?server=${encodeURIComponent(origin)}`}>
          {intl.formatMessage({ id: 'sign_in_banner.sign_in', defaultMessage: 'Sign in' })}
        </a>
        {url && (
          <a className="button" href={url} target="_blank" rel="noopener noreferrer nofollow">
            {intl.formatMessage({
              id: 'interaction_modal.on_another_server',
              defaultMessage: 'Open on your server',
            })}
          </a>
        )}
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage({ id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' })}
        </button>
      </div>
    </Modal>
  );
}
