import { FormattedMessage, useIntl } from 'react-intl';
import { InvalidItem } from '../InvalidItem';

/** In a post's place when it cannot be shown: bad data from the server, or a failed render. */
export function InvalidStatus({ reason }: { reason: string }) {
  const intl = useIntl();
  return (
    <InvalidItem
      className="status status--invalid"
      label={intl.formatMessage({
        id: 'status.invalid',
        defaultMessage: 'Post could not be shown',
      })}
    >
      <FormattedMessage
        id="status.invalid.body"
        defaultMessage="This post could not be shown: {reason}"
        values={{ reason }}
      />
    </InvalidItem>
  );
}
