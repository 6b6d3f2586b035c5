import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import { filterContextFor } from '../../entities/filters';
import { filterDraftOf } from '../../entities/filterRequest';
import type { FilterDraft } from '../../entities/types';
import { addStatusToFilter, loadFilters } from '../../store/filters/filters';
import { selectFilters } from '../../store/filters/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAccount, selectDisplayedStatus } from '../../store/selectors';
import { FilterActionField, FilterContextsField } from '../filters/FilterFields';
import './modals.css';

/**
 * FILTER with statusId and contextType. Put the status in an existing filter of that context,
 * or make a new one (title prefilled with the author's name, the context of the view it was
 * opened from, an action) with it. The post is filtered at once either way.
 */
export function FilterModal({
  statusId,
  contextType,
  onClose,
}: {
  statusId: string;
  contextType: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const context = filterContextFor(contextType);
  const filters = useAppSelector(selectFilters);
  const status = useAppSelector((s) => selectDisplayedStatus(s, statusId));
  const author = useAppSelector((s) => selectAccount(s, status?.accountId));
  const [step, setStep] = useState<'select' | 'create' | 'done'>('select');
  const [added, setAdded] = useState('');
  const t = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    intl.formatMessage({ id, defaultMessage }, values);
  const [draft, setDraft] = useState<FilterDraft>(() => ({
    ...filterDraftOf(null, [context]),
    title: author
      ? t('filter_modal.title.prefill', 'Posts by {name}', { name: author.displayName })
      : '',
  }));
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<FilterDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const targetId = status?.id ?? statusId;

  useEffect(() => {
    void dispatch(loadFilters());
  }, [dispatch]);

  const run = async (arg: Parameters<typeof addStatusToFilter>[0]) => {
    setBusy(true);
    const result = await dispatch(addStatusToFilter(arg));
    setBusy(false);
    if (addStatusToFilter.fulfilled.match(result)) {
      setAdded(result.payload.title);
      setStep('done');
    }
  };

  const now = Date.now();
  const usable = filters.filter(
    (f) => f.context.includes(context) && (f.expiresAt === null || Date.parse(f.expiresAt) > now),
  );
  const canSave = !busy && draft.title.trim() !== '' && draft.context.length > 0;
  return (
    <Modal title={t('filter_modal.select_filter.title', 'Filter this post')} onClose={onClose}>
      {step === 'select' && (
        <>
          <p className="modal__hint">
            {t(
              'filter_modal.select_filter.subtitle',
              'Use an existing category or create a new one',
            )}
          </p>
          <ul className="modal__list">
            {usable.map((filter) => (
              <li key={filter.id}>
                <button
                  type="button"
                  className="button"
                  disabled={busy || filter.statuses.some((s) => s.statusId === targetId)}
                  onClick={() => void run({ statusId: targetId, filterId: filter.id })}
                >
                  {filter.title}
                </button>
              </li>
            ))}
          </ul>
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('confirmation_modal.cancel', 'Cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setStep('create')}
            >
              {t('filter_modal.select_filter.create', 'Create a new filter')}
            </button>
          </div>
        </>
      )}
      {step === 'create' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (canSave) void run({ statusId: targetId, newFilter: draft });
          }}
        >
          <label className="modal__field">
            {t('filter_modal.title', 'Title')}
            <input
              type="text"
              value={draft.title}
              onChange={(e) => change({ title: e.target.value })}
              required
            />
          </label>
          <FilterContextsField draft={draft} onChange={change} />
          <FilterActionField draft={draft} onChange={change} />
          <p className="modal__hint">
            {t('filter_modal.action.hint', 'Your own posts are never filtered.')}
          </p>
          <div className="modal__actions">
            <button type="button" className="button" onClick={() => setStep('select')}>
              {t('column_back_button.label', 'Back')}
            </button>
            <button type="submit" className="button button--primary" disabled={!canSave}>
              {t('filter_modal.save', 'Save new filter')}
            </button>
          </div>
        </form>
      )}
      {step === 'done' && (
        <>
          <p role="status">
            <strong>{t('filter_modal.added.title', 'Filter added!')}</strong>{' '}
            {t(
              'filter_modal.added.short_explanation',
              'This post has been added to the following filter category: {title}.',
              { title: added },
            )}
          </p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('filter_modal.added.close', 'Done')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
