import { FormattedMessage, useIntl } from 'react-intl';

/** In a post's place when it cannot be shown: bad data from the server, or a failed render. */
export function InvalidStatus({ reason }: { reason: string }) {
  const intl = useIntl();
  return (
    <article
      className="status status--invalid"
      aria-label={intl.formatMessage({
        id: 'status.invalid',
        defaultMessage: 'Post could not be shown',
      })}
    >
      <p role="note">
        <FormattedMessage
          id="status.invalid.body"
          defaultMessage="This post could not be shown: {reason}"
          values={{ reason }}
        />
      </p>
    </article>
  );
}
