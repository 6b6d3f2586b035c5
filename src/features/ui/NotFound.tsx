import { FormattedMessage } from 'react-intl';
import { Column } from './Column';

export function Component() {
  return (
    <Column title={<FormattedMessage id="not_found.title" defaultMessage="Not found" />}>
      <p className="empty-column">
        <FormattedMessage
          id="not_found.body"
          defaultMessage="The page you are looking for isn't here."
        />
      </p>
    </Column>
  );
}
