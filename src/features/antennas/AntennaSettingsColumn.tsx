import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { ANTENNA_TERM_KINDS } from '../../entities/antenna';
import { COLLECTION_KINDS } from '../../entities/collectionKinds';
import { loadAntennaSettings, updateAntenna } from '../../store/antennas/antennaActions';
import { selectAntenna, selectHasAntennas } from '../../store/antennas/antennaSelectors';
import { fetchCollections } from '../../store/collections/collectionActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Column } from '../ui/Column';
import { AntennaAccountList } from './AntennaAccountList';
import { AntennaOptions } from './AntennaOptions';
import { AntennaTermList } from './AntennaTermList';
import { Component as NotFound } from '../ui/NotFound';
import { ANTENNA_TEXT } from './antennaMessages';
import { DeleteCollectionButton } from '../collections/DeleteCollectionButton';
import { EntryForm } from './EntryForm';
import type { Antenna } from '../../entities/types';
import './antennas.css';

function TitleForm({ antenna }: { antenna: Antenna }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <EntryForm
      label={intl.formatMessage({ id: 'lists.edit.title', defaultMessage: 'Title' })}
      button={intl.formatMessage({ id: 'lists.save', defaultMessage: 'Save' })}
      initial={antenna.title}
      onSubmit={(text) => {
        const title = text.trim();
        if (title === antenna.title) return undefined;
        return dispatch(updateAntenna({ id: antenna.id, changes: { title } })).then(() => false);
      }}
    />
  );
}

/** The rules STL and LTL modes ignore; an antenna in either mode says so instead. */
function Rules({ antenna }: { antenna: Antenna }) {
  if (antenna.stl || antenna.ltl) {
    return (
      <p className="antenna-settings__note" role="note">
        {antenna.stl ? (
          <FormattedMessage
            id="antennas.in_stl_mode"
            defaultMessage="This antenna is in STL mode."
          />
        ) : (
          <FormattedMessage
            id="antennas.in_ltl_mode"
            defaultMessage="This antenna is in LTL mode."
          />
        )}
      </p>
    );
  }
  return (
    <>
      {[false, true].map((exclude) => (
        <div key={String(exclude)} className="antenna-settings__rules">
          <AntennaAccountList id={antenna.id} exclude={exclude} />
          {ANTENNA_TERM_KINDS.map((kind) => (
            <AntennaTermList key={kind} id={antenna.id} kind={kind} exclude={exclude} />
          ))}
        </div>
      ))}
    </>
  );
}

function Settings({ id, onGone }: { id: string; onGone?: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const antenna = useAppSelector((s) => selectAntenna(s, id));
  const [isGone, setGone] = useState(false);
  useEffect(() => {
    setGone(false);
    void dispatch(loadAntennaSettings(id)).then((action) => {
      if (loadAntennaSettings.rejected.match(action) && action.payload?.status === 404)
        setGone(true);
    });
    void dispatch(fetchCollections({ kind: 'lists' }));
  }, [dispatch, id]);
  const actions = antenna && (
    <>
      <AppLink to={`${COLLECTION_KINDS.antennas.routes.item}/${id}`} className="button">
        {intl.formatMessage(ANTENNA_TEXT.goTimeline)}
      </AppLink>
      <DeleteCollectionButton kind="antennas" id={id} onDeleted={onGone} />
    </>
  );
  return (
    <Column
      title={antenna?.title ?? '…'}
      showBack
      pin={{ id: 'ANTENNA', params: { id } }}
      actions={actions}
    >
      {isGone ? (
        <p className="empty-column" role="status">
          <FormattedMessage id="collection.not_found" defaultMessage="This could not be found." />
        </p>
      ) : (
        antenna && (
          <div className="antenna-settings">
            <TitleForm key={antenna.title} antenna={antenna} />
            <AntennaOptions antenna={antenna} />
            <Rules antenna={antenna} />
          </div>
        )
      )}
    </Column>
  );
}

/**
 * An antenna's settings screen (kmyblue's AntennaSetting): its title, mode, destination,
 * filters and every rule list. The deck's ANTENNA column renders it too; `onGone` says what
 * to do once it is deleted where no column goes with it.
 */
export function AntennaSettingsColumn({ id, onGone }: { id: string; onGone?: () => void }) {
  const isAvailable = useAppSelector(selectHasAntennas);
  // A server without antennas is never asked about one.
  return isAvailable ? <Settings id={id} onGone={onGone} /> : <NotFound />;
}
