import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailure } from '../../components/LoadFailure';
import { RichText } from '../../components/RichText';
import type { ServerAbout } from '../../entities/types';
import { loadServerAbout } from '../../store/about/aboutActions';
import { useAppDispatch } from '../../store/hooks';
import { Column } from '../ui/Column';
import {
  AboutSection,
  CollapsibleSection,
  ContactDetails,
  DomainBlocksTable,
  RulesList,
} from './AboutSections';
import './about.css';
import { LoadingIndicator } from '../../components/LoadingIndicator';

type Loaded = { state: 'loading' } | { state: 'failed'; error: unknown } | ServerAbout;

/** /about: what the server says about itself, for visitors as for its users. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [about, setAbout] = useState<Loaded>({ state: 'loading' });
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const load = useCallback(() => {
    setAbout({ state: 'loading' });
    void dispatch(loadServerAbout())
      .unwrap()
      .then(setAbout, (error: unknown) => setAbout({ state: 'failed', error }));
  }, [dispatch]);
  useEffect(load, [load]);

  const title = t('column.about', 'About');
  if ('state' in about) {
    return (
      <Column title={title} showBack>
        {about.state === 'loading' ? (
          <LoadingIndicator />
        ) : (
          <LoadFailure error={about.error} onRetry={load} />
        )}
      </Column>
    );
  }
  const notAvailable = (
    <p className="about__empty">
      {t('about.not_available', 'This information has not been made available on this server.')}
    </p>
  );
  return (
    <Column title={title} showBack className="about">
      <header className="about__header">
        <h2 className="about__title">{about.title}</h2>
        {about.description && <p>{about.description}</p>}
      </header>
      {(about.contact.email || about.contact.account) && (
        <AboutSection title={t('about.contact', 'Contact:')}>
          <ContactDetails contact={about.contact} />
        </AboutSection>
      )}
      <AboutSection title={t('about.rules', 'Server rules')}>
        {about.rules.length > 0 ? <RulesList rules={about.rules} /> : notAvailable}
      </AboutSection>
      {about.extendedDescription && (
        <AboutSection title={t('about.extended_description', 'About this server')}>
          <RichText nodes={about.extendedDescription} className="about__text" />
        </AboutSection>
      )}
      {about.domainBlocks && (
        <AboutSection title={t('about.blocks', 'Moderated servers')}>
          {about.domainBlocks.length > 0 ? (
            <DomainBlocksTable blocks={about.domainBlocks} />
          ) : (
            notAvailable
          )}
        </AboutSection>
      )}
      {about.privacyPolicy && (
        <CollapsibleSection title={t('privacy_policy.title', 'Privacy Policy')}>
          <RichText nodes={about.privacyPolicy} className="about__text" />
        </CollapsibleSection>
      )}
      {about.termsOfService && (
        <CollapsibleSection title={t('terms_of_service.title', 'Terms of Service')}>
          <RichText nodes={about.termsOfService} className="about__text" />
        </CollapsibleSection>
      )}
    </Column>
  );
}
