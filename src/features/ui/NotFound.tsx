import { FormattedMessage, useIntl } from 'react-intl';
import { Column } from './Column';

export function Component() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage({ id: 'not_found.title', defaultMessage: 'Not found' })}>
      <p className="empty-column">
        <FormattedMessage
          id="not_found.body"
          defaultMessage="The page you are looking for isn't here."
        />
      </p>
    </Column>
  );
}
