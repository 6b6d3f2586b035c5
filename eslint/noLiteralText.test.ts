import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import noLiteralText from './noLiteralText.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const literal = [{ messageId: 'literal' }];

tester.run('i18n/no-literal-text', noLiteralText, {
  valid: [
    '<FormattedMessage id="column.home" defaultMessage="Home" />',
    '<button aria-label={intl.formatMessage({ id: "status.reply", defaultMessage: "Reply" })} />',
    '<span>{count} · {total}</span>',
    '<span>{"…"}</span>',
    '<img alt="" src={url} />',
    '<div className="status__content" data-id="x1" />',
    '<input placeholder={placeholder} title={title} />',
    '<span>{name}</span>',
  ],
  invalid: [
    { code: '<p>Loading</p>', errors: literal },
    { code: '<p>読み込み中</p>', errors: literal },
    { code: '<p>{"Home"}</p>', errors: literal },
    { code: '<p>{ready ? "Done" : "Wait"}</p>', errors: [...literal, ...literal] },
    { code: '<button aria-label="Reply" />', errors: literal },
    { code: '<button aria-label={"返信"} />', errors: literal },
    { code: '<a title="Open original page" href={url} />', errors: literal },
    { code: '<input placeholder="What is on your mind?" />', errors: literal },
    { code: '<img alt="Avatar" src={url} />', errors: literal },
    { code: '<img alt={`${name} avatar`} src={url} />', errors: literal },
    { code: '<Column emptyMessage={empty || "Nothing here"} />', errors: literal },
  ],
});
