import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import { filterContextFor } from '../../entities/filters';
import type { Filter } from '../../entities/types';
import { loadFilters, addStatusToFilter } from '../../store/filters/filters';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFilters } from '../../store/filters/selectors';
import './modals.css';

const CONTEXTS = [
  { value: 'home', id: 'filter_modal.context.home', defaultMessage: 'Home and lists' },
  {
    value: 'notifications',
    id: 'filter_modal.context.notifications',
    defaultMessage: 'Notifications',
  },
  { value: 'public', id: 'filter_modal.context.public', defaultMessage: 'Public timelines' },
  { value: 'thread', id: 'filter_modal.context.thread', defaultMessage: 'Conversations' },
  { value: 'account', id: 'filter_modal.context.account', defaultMessage: 'Profiles' },
] as const;

const ACTIONS: { value: Filter['action']; id: string; defaultMessage: string }[] = [
  { value: 'warn', id: 'filter_modal.action.warn', defaultMessage: 'Hide with a warning' },
  { value: 'hide', id: 'filter_modal.action.hide', defaultMessage: 'Hide completely' },
  { value: 'blur', id: 'filter_modal.action.blur', defaultMessage: 'Hide media only' },
];

/**
 * FILTER with statusId and contextType. Put the status in an existing filter of
 * that context, or make a new one (title, contexts, action) with it.
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
  const hintId = useId();
  const context = filterContextFor(contextType);
  const filters = useAppSelector(selectFilters);
  const [step, setStep] = useState<'select' | 'create' | 'done'>('select');
  const [added, setAdded] = useState('');
  const [title, setTitle] = useState('');
  const [contexts, setContexts] = useState<string[]>([context]);
  const [action, setAction] = useState<Filter['action']>('warn');
  const [busy, setBusy] = useState(false);
  const t = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    intl.formatMessage({ id, defaultMessage }, values);

  useEffect(() => {
    void dispatch(loadFilters());
  }, [dispatch]);

  const run = async (arg: Parameters<typeof addStatusToFilter>[0]) => {
    setBusy(true);
    const result = await dispatch(addStatusToFilter(arg));
    setBusy(false);
    if (addStatusToFilter.fulfilled.match(result)) {
      setAdded(result.payload.filter.title);
      setStep('done');
    }
  };

  const usable = filters.filter((f) => f.context.includes(context));
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
                  disabled={busy || filter.statusIds.includes(statusId)}
                  onClick={() => void run({ statusId, filterId: filter.id })}
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
            if (!title.trim() || contexts.length === 0) return;
            void run({
              statusId,
              newFilter: { title: title.trim(), context: contexts, filterAction: action },
            });
          }}
        >
          <label className="modal__field">
            {t('filter_modal.title', 'Title')}
            <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} required />
          </label>
          <fieldset className="modal__choices">
            <legend>{t('filter_modal.context', 'Filter contexts')}</legend>
            {CONTEXTS.map((c) => (
              <label key={c.value} className="modal__choice">
                <input
                  type="checkbox"
                  checked={contexts.includes(c.value)}
                  onChange={(e) =>
                    setContexts((list) =>
                      e.target.checked ? [...list, c.value] : list.filter((v) => v !== c.value),
                    )
                  }
                />
                {t(c.id, c.defaultMessage)}
              </label>
            ))}
          </fieldset>
          <fieldset className="modal__choices" aria-describedby={hintId}>
            <legend>{t('filter_modal.action', 'Filter action')}</legend>
            {ACTIONS.map((a) => (
              <label key={a.value} className="modal__choice">
                <input
                  type="radio"
                  name="filter-action"
                  checked={action === a.value}
                  onChange={() => setAction(a.value)}
                />
                {t(a.id, a.defaultMessage)}
              </label>
            ))}
          </fieldset>
          <p id={hintId} className="modal__hint">
            {t('filter_modal.action.hint', 'Your own posts are never filtered.')}
          </p>
          <div className="modal__actions">
            <button type="button" className="button" onClick={() => setStep('select')}>
              {t('column_back_button.label', 'Back')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={busy || !title.trim() || contexts.length === 0}
            >
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
