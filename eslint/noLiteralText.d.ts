import type { Rule } from 'eslint';

declare const noLiteralText: Rule.RuleModule;
export default noLiteralText;
