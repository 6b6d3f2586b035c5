import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from '../../components/navigation/router';
import { useAppHistory } from '../../components/navigation/navigation';
import { filterDraftOf } from '../../entities/filterRequest';
import type { Filter, FilterDraft } from '../../entities/types';
import { loadFilters, saveFilter } from '../../store/filters/filters';
import { selectFilter, selectFiltersLoaded } from '../../store/filters/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Column } from '../ui/Column';
import {
  FilterActionField,
  FilterContextsField,
  FilterExpiryField,
  FilterSwitchesField,
} from './FilterFields';
import { FilterKeywordsField } from './FilterKeywordsField';
import { FilterStatusesField } from './FilterStatusesField';
import './filters.css';

function FilterForm({ filter }: { filter: Filter | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { push } = useAppHistory();
  const [draft, setDraft] = useState<FilterDraft>(() => filterDraftOf(filter));
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<FilterDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const canSave = draft.title.trim() !== '' && draft.context.length > 0 && !busy;
  return (
    <form
      className="filter-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSave) return;
        setBusy(true);
        void dispatch(saveFilter({ id: filter?.id, draft })).then((result) => {
          setBusy(false);
          if (saveFilter.fulfilled.match(result)) push('/filters');
        });
      }}
    >
      <label className="modal__field">
        {t('filter_modal.title', 'Title')}
        <input
          type="text"
          value={draft.title}
          required
          onChange={(e) => change({ title: e.target.value })}
        />
      </label>
      <FilterExpiryField draft={draft} onChange={change} canKeep={filter !== null} />
      <FilterContextsField draft={draft} onChange={change} />
      <FilterActionField draft={draft} onChange={change} />
      <FilterSwitchesField draft={draft} onChange={change} />
      <FilterKeywordsField
        keywords={draft.keywords}
        onChange={(keywords) => change({ keywords })}
      />
      {filter && <FilterStatusesField filter={filter} />}
      <div className="filter-form__actions">
        <button type="submit" className="button button--primary" disabled={!canSave}>
          {filter
            ? t('generic.save_changes', 'Save changes')
            : t('filters.new.save', 'Save new filter')}
        </button>
      </div>
    </form>
  );
}

/** `/filters/new` and `/filters/:id/edit`: a filter's title, keywords, contexts, action, expiry. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { id } = useParams();
  const filter = useAppSelector((s) => selectFilter(s, id));
  const hasLoaded = useAppSelector(selectFiltersLoaded);
  useEffect(() => {
    if (id && !hasLoaded) void dispatch(loadFilters());
  }, [dispatch, id, hasLoaded]);
  const title = id
    ? intl.formatMessage({ id: 'filters.edit.title', defaultMessage: 'Edit filter' })
    : intl.formatMessage({ id: 'filters.new.title', defaultMessage: 'Add new filter' });
  return (
    <Column title={title} showBack>
      {id && !filter ? (
        hasLoaded && (
          <p className="empty-column">
            {intl.formatMessage({ id: 'filters.not_found', defaultMessage: 'Filter not found' })}
          </p>
        )
      ) : (
        <FilterForm key={filter?.id ?? 'new'} filter={filter ?? null} />
      )}
    </Column>
  );
}
