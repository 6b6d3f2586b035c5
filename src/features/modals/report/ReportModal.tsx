import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../../components/Modal';
import { remoteDomain } from '../../../entities/accountDisplay';
import { canLeaveCategoryStep, reportSteps, supportsLegalReports } from '../../../entities/report';
import type { ReportCategory, ServerRule, Status } from '../../../entities/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  fileReport,
  loadReportableStatuses,
  loadReportRules,
} from '../../../store/reports/reportActions';
import { selectAccount, selectInstance, selectStatus } from '../../../store/selectors';
import '../modals.css';
import './report.css';
import { ReportDone } from './ReportDone';
import {
  CategoryChoices,
  CommentField,
  RuleChoices,
  StatusChoices,
  StepHeading,
} from './ReportSteps';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/** REPORT: Mastodon's report flow, category, rules, posts, comment, then what to do next. */
export function ReportModal({
  accountId,
  statusId,
  onClose,
}: {
  accountId: string;
  statusId: string | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const account = useAppSelector((s) => selectAccount(s, accountId));
  const instance = useAppSelector(selectInstance);
  const reported = useAppSelector((s) => selectStatus(s, statusId));
  const [step, setStep] = useState(0);
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [ruleIds, setRuleIds] = useState<string[]>([]);
  const [statusIds, setStatusIds] = useState<string[]>(statusId ? [statusId] : []);
  const [comment, setComment] = useState('');
  const [forward, setForward] = useState(false);
  const [rules, setRules] = useState<ServerRule[]>([]);
  const [statuses, setStatuses] = useState<Status[] | null>(null);
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    intl.formatMessage({ id, defaultMessage }, values);

  useEffect(() => {
    void dispatch(loadReportRules())
      .unwrap()
      .then(setRules, () => undefined);
    void dispatch(loadReportableStatuses(accountId))
      .unwrap()
      .then(setStatuses, () => setStatuses([]));
  }, [dispatch, accountId]);
  // After the dialog's own focus on open (its effect runs first), so the heading keeps it.
  useEffect(() => heading.current?.focus(), [step]);

  if (!account) return null;
  const domain = remoteDomain(account);
  const steps = reportSteps(category ?? 'other');
  const current = steps[step] ?? 'category';
  const categories: ReportCategory[] = [
    'spam',
    ...(supportsLegalReports(instance?.version ?? '') ? (['legal'] as const) : []),
    ...(rules.length > 0 ? (['violation'] as const) : []),
    'other',
  ];
  const next = () => setStep((s) => s + 1);
  const submit = () => {
    if (!category) return;
    setSending(true);
    const draft = { accountId, category, ruleIds, statusIds, comment, forward, isRemote: !!domain };
    void dispatch(fileReport(draft))
      .unwrap()
      .then(next, () => undefined)
      .finally(() => setSending(false));
  };
  const canGoOn =
    current === 'category'
      ? category !== null
      : current === 'rules'
        ? canLeaveCategoryStep({ category: category ?? 'other', ruleIds })
        : true;

  const headings = {
    category: t('report.category.title', "Tell us what's going on with this {type}", {
      type: statusId
        ? t('report.category.title_status', 'post')
        : t('report.category.title_account', 'profile'),
    }),
    rules: t('report.rules.title', 'Which rules are being violated?'),
    statuses: t('report.statuses.title', 'Are there any posts that back up this report?'),
    comment: t('report.comment.title', 'Is there anything else you think we should know?'),
    done: t('report.thanks.title_actionable', "Thanks for reporting, we'll look into this."),
  };

  return (
    <Modal
      title={t('report.target', 'Reporting {target}', { target: `@${account.acct}` })}
      onClose={onClose}
    >
      <StepHeading ref={heading} text={headings[current]} />
      {current === 'category' && (
        <CategoryChoices categories={categories} value={category} onChange={setCategory} />
      )}
      {current === 'rules' && <RuleChoices rules={rules} value={ruleIds} onChange={setRuleIds} />}
      {current === 'statuses' &&
        (statuses === null ? (
          <LoadingIndicator />
        ) : (
          <StatusChoices
            // An older post reported from its menu is offered too, though not among the recent.
            statuses={
              reported && !statuses.some((status) => status.id === reported.id)
                ? [reported, ...statuses]
                : statuses
            }
            value={statusIds}
            onChange={setStatusIds}
          />
        ))}
      {current === 'comment' && (
        <CommentField
          comment={comment}
          onComment={setComment}
          domain={domain}
          forward={forward}
          onForward={setForward}
        />
      )}
      {current === 'done' && <ReportDone account={account} />}
      <div className="modal__actions">
        {current === 'done' ? (
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('report.close', 'Done')}
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={onClose}>
              {t('lightbox.close', 'Close')}
            </button>
            {step > 0 && (
              <button type="button" className="button" onClick={() => setStep((s) => s - 1)}>
                {t('column_back_button.label', 'Back')}
              </button>
            )}
            {current === 'comment' ? (
              <button
                type="button"
                className="button button--primary"
                disabled={sending}
                onClick={submit}
              >
                {t('report.submit', 'Submit report')}
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={!canGoOn}
                onClick={next}
              >
                {t('report.next', 'Next')}
              </button>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
