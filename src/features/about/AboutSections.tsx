import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DisplayName } from '../../components/DisplayName';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/Avatar';
import type { InstanceDomainBlock, ServerContact, ServerRule } from '../../entities/types';

export function AboutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="about__section">
      <h2 className="about__heading">{title}</h2>
      {children}
    </section>
  );
}

/** A long text (privacy policy, terms), closed until asked for. */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="about__section about__details">
      <summary className="about__heading">{title}</summary>
      {children}
    </details>
  );
}

export function RulesList({ rules }: { rules: ServerRule[] }) {
  return (
    <ol className="about__rules">
      {rules.map((rule) => (
        <li key={rule.id}>
          <span className="about__rule-text">{rule.text}</span>
          {rule.hint && <span className="about__rule-hint">{rule.hint}</span>}
        </li>
      ))}
    </ol>
  );
}

export function ContactDetails({ contact }: { contact: ServerContact }) {
  const account = contact.account;
  return (
    <dl className="about__contact">
      {account && (
        <>
          <dt>
            <FormattedMessage
              id="server_banner.administered_by"
              defaultMessage="Administered by:"
            />
          </dt>
          <dd>
            <AppLink to={`/@${account.acct}`} className="about__account">
              <Avatar account={account} size={32} />
              <DisplayName account={account} withAcct={false} />
              <span className="about__acct">@{account.acct}</span>
            </AppLink>
          </dd>
        </>
      )}
      {contact.email && (
        <>
          <dt>
            <FormattedMessage id="about.contact" defaultMessage="Contact:" />
          </dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </>
      )}
    </dl>
  );
}

export function DomainBlocksTable({ blocks }: { blocks: InstanceDomainBlock[] }) {
  const intl = useIntl();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <>
      <p>
        {t(
          'about.domain_blocks.preamble',
          'Mastodon generally allows you to view content from and interact with users from any other server in the fediverse. These are the exceptions that have been made on this particular server.',
        )}
      </p>
      <table className="about__blocks">
        <thead>
          <tr>
            <th scope="col">{t('about.domain_blocks.domain', 'Domain')}</th>
            <th scope="col">{t('about.domain_blocks.severity', 'Severity')}</th>
            <th scope="col">{t('about.domain_blocks.comment', 'Reason')}</th>
          </tr>
        </thead>
        <tbody>
          {blocks.map((block) => (
            <tr key={block.domain}>
              <td>{block.domain}</td>
              <td>
                {block.severity === 'suspend'
                  ? t('about.domain_blocks.suspended.title', 'Suspended')
                  : t('about.domain_blocks.silenced.title', 'Limited')}
              </td>
              <td>
                {block.comment ||
                  t('about.domain_blocks.no_reason_available', 'Reason not available')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
