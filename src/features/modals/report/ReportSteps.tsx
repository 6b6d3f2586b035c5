import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReportCategory, ServerRule, Status } from '../../../entities/types';
import { REPORT_COMMENT_MAX } from '../../../entities/report';

/** Each step opens with its heading, which takes focus so a screen reader hears the step. */
export function StepHeading({ text, ref }: { text: string; ref: Ref<HTMLHeadingElement> }) {
  return (
    <h3 ref={ref} tabIndex={-1} className="report__heading">
      {text}
    </h3>
  );
}

const toggled = (list: string[], id: string, on: boolean) =>
  on ? [...list, id] : list.filter((item) => item !== id);

export function CategoryChoices({
  categories,
  value,
  onChange,
}: {
  categories: ReportCategory[];
  value: ReportCategory | null;
  onChange: (category: ReportCategory) => void;
}) {
  const intl = useIntl();
  const label: Record<ReportCategory, [string, string, string, string]> = {
    spam: [
      'report.reasons.spam',
      "It's spam",
      'report.reasons.spam_description',
      'Malicious links, fake engagement, or repetitive replies',
    ],
    legal: [
      'report.reasons.legal',
      "It's illegal",
      'report.reasons.legal_description',
      "You believe it violates the law of your or the server's country",
    ],
    violation: [
      'report.reasons.violation',
      'It violates server rules',
      'report.reasons.violation_description',
      'You are aware that it breaks specific rules',
    ],
    other: [
      'report.reasons.other',
      "It's something else",
      'report.reasons.other_description',
      'The issue does not fit into other categories',
    ],
  };
  return (
    <fieldset className="modal__choices">
      <legend>
        <FormattedMessage id="report.category.subtitle" defaultMessage="Choose the best match" />
      </legend>
      {categories.map((category) => {
        const [id, text, hintId, hint] = label[category];
        return (
          <label key={category} className="modal__choice">
            <input
              type="radio"
              name="report-category"
              checked={value === category}
              onChange={() => onChange(category)}
            />
            <span>
              <strong>{intl.formatMessage({ id, defaultMessage: text })}</strong>
              <span className="modal__hint">
                {intl.formatMessage({ id: hintId, defaultMessage: hint })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

export function RuleChoices({
  rules,
  value,
  onChange,
}: {
  rules: ServerRule[];
  value: string[];
  onChange: (ruleIds: string[]) => void;
}) {
  return (
    <fieldset className="modal__choices">
      <legend>
        <FormattedMessage id="report.rules.subtitle" defaultMessage="Select all that apply" />
      </legend>
      {rules.map((rule) => (
        <label key={rule.id} className="modal__choice">
          <input
            type="checkbox"
            checked={value.includes(rule.id)}
            onChange={(e) => onChange(toggled(value, rule.id, e.target.checked))}
          />
          <span>{rule.text}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function StatusChoices({
  statuses,
  value,
  onChange,
}: {
  statuses: Status[];
  value: string[];
  onChange: (statusIds: string[]) => void;
}) {
  const intl = useIntl();
  return (
    <fieldset className="modal__choices report__statuses">
      <legend>
        <FormattedMessage id="report.statuses.subtitle" defaultMessage="Select all that apply" />
      </legend>
      {statuses.map((status) => (
        <label key={status.id} className="modal__choice">
          <input
            type="checkbox"
            checked={value.includes(status.id)}
            onChange={(e) => onChange(toggled(value, status.id, e.target.checked))}
          />
          <span>
            <span className="report__status-text">{status.spoilerText || status.contentPlain}</span>
            <time className="modal__hint" dateTime={status.createdAt}>
              {intl.formatDate(status.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function CommentField({
  comment,
  onComment,
  domain,
  forward,
  onForward,
}: {
  comment: string;
  onComment: (comment: string) => void;
  /** The account's server when it is another one: the report may go there too. */
  domain: string | null;
  forward: boolean;
  onForward: (forward: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <label className="modal__field">
        <span>
          <FormattedMessage id="report.placeholder" defaultMessage="Additional comments" />
        </span>
        <textarea
          className="report__comment"
          value={comment}
          maxLength={REPORT_COMMENT_MAX}
          rows={5}
          onChange={(e) => onComment(e.target.value)}
        />
      </label>
      <p className="modal__hint" aria-live="polite">
        {intl.formatMessage(
          { id: 'report.comment.counter', defaultMessage: '{count}/{max} characters' },
          { count: comment.length, max: REPORT_COMMENT_MAX },
        )}
      </p>
      {domain && (
        <>
          <p className="modal__hint">
            <FormattedMessage
              id="report.forward_hint"
              defaultMessage="The account is from another server. Send an anonymized copy of the report there as well?"
            />
          </p>
          <label className="modal__choice">
            <input
              type="checkbox"
              checked={forward}
              onChange={(e) => onForward(e.target.checked)}
            />
            <FormattedMessage
              id="report.forward"
              defaultMessage="Forward to {target}"
              values={{ target: domain }}
            />
          </label>
        </>
      )}
    </>
  );
}
