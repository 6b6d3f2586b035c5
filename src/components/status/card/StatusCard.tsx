import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Card, Status } from '../../../entities/types';
import { useAppSelector } from '../../../store/hooks';
import { selectAccount } from '../../../store/selectors';
import { AppLink } from '../../AppLink';
import { Avatar } from '../../Avatar';
import { DisplayName } from '../../DisplayName';
import { Blurhash } from '../media/Blurhash';
import { cardAspectRatio, EMBED_SANDBOX, embedSrc, isWideCard } from './cardRules';
import './card.css';

const messages = {
  moreFrom: { id: 'link_preview.more_from_author', defaultMessage: 'More from {name}' },
  play: { id: 'status.media.play', defaultMessage: 'Play' },
  sensitive: { id: 'status.sensitive_warning', defaultMessage: 'Sensitive content' },
  show: { id: 'status.media.show', defaultMessage: 'Click to show' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

function MoreFromAuthor({ card }: { card: Card }) {
  const author = card.authors[0];
  const account = useAppSelector((s) => selectAccount(s, author?.accountId));
  if (!account) return null;
  return (
    <AppLink to={`/@${account.acct}`} className="status-card__author">
      <Avatar account={account} size={16} />
      <FormattedMessage
        {...messages.moreFrom}
        values={{ name: <DisplayName account={account} withAcct={false} /> }}
      />
    </AppLink>
  );
}

/** One card's state (revealed, embedded); a different card mounts afresh. */
function CardBody({ card, sensitive }: { card: Card; sensitive: boolean }) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(!sensitive);
  const [embedded, setEmbedded] = useState(false);
  const wide = isWideCard(card);
  const embed = card.type === 'video' ? embedSrc(card) : null;
  const ratio = cardAspectRatio(card);
  const link = {
    href: card.url,
    target: '_blank',
    rel: 'noopener noreferrer nofollow',
  } as const;

  let media = null;
  if (embedded && embed) {
    media = (
      <iframe
        className="status-card__embed"
        src={embed}
        title={card.title}
        sandbox={EMBED_SANDBOX}
        allow="autoplay; fullscreen; picture-in-picture"
        style={{ aspectRatio: String(ratio) }}
      />
    );
  } else if (card.image) {
    media = (
      <div className="status-card__image" style={{ aspectRatio: String(ratio) }}>
        <Blurhash hash={card.blurhash} className="status-card__blurhash" />
        {revealed && <img src={card.image} alt={card.imageDescription} loading="lazy" />}
        {revealed && embed && (
          <button type="button" className="status-card__play" onClick={() => setEmbedded(true)}>
            ▶<span className="visually-hidden">{intl.formatMessage(messages.play)}</span>
          </button>
        )}
        {!revealed && (
          <button type="button" className="status-card__cover" onClick={() => setRevealed(true)}>
            <span className="status-card__cover-title">
              {intl.formatMessage(messages.sensitive)}
            </span>
            <span>{intl.formatMessage(messages.show)}</span>
          </button>
        )}
      </div>
    );
  }

  return (
    <div className={`status-card${wide ? ' status-card--wide' : ''}`}>
      {media}
      <a {...link} className="status-card__text" lang={card.language ?? undefined}>
        <span className="status-card__provider">{card.providerName || new URL(card.url).host}</span>
        <strong className="status-card__title">{card.title || card.url}</strong>
        {card.description && <span className="status-card__description">{card.description}</span>}
      </a>
      <MoreFromAuthor card={card} />
    </div>
  );
}

/** Whether the post shows a link card: it has one, and no media or quote in its place. */
export const hasCard = (status: Status): boolean =>
  status.card !== null && status.mediaAttachments.length === 0 && status.quote === null;

/** The link card: the preview of the first link, never raw embed HTML. */
export function StatusCard({ status }: { status: Status }) {
  const card = status.card;
  if (!card || !hasCard(status)) return null;
  return <CardBody key={card.url} card={card} sensitive={status.sensitive} />;
}
