// Every user-visible string goes through i18n (react-intl messages), so that a catalogue in
// another language finds all of them. Symbols, digits and punctuation may stay literal; a
// letter of any script (日本語 as much as English) may not.
const HAS_LETTER = /\p{L}/u;
// Attributes whose value is read or seen, including the components' own text props.
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'children',
  'hint',
  'emptyMessage',
  'valueLabel',
  'confirm',
  'action',
  'actions',
  'text',
  'message',
  'description',
  'heading',
]);
// The strings an expression can evaluate to, as written: `a ? 'x' : 'y'`, `a || 'x'`.
const literalTexts = (node) => {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && HAS_LETTER.test(node.value) ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((q) => HAS_LETTER.test(q.value.cooked ?? '')) ? [node] : [];
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case 'LogicalExpression':
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalTexts(node.expression);
    default:
      return [];
  }
};
/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in JSX goes through react-intl.' },
    messages: {
      literal: 'User-visible text goes through i18n: a react-intl message, not a literal.',
    },
    schema: [],
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'literal' });
    const check = (expression) => literalTexts(expression).forEach(report);
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        const isChild = node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment';
        if (isChild && node.expression.type !== 'JSXEmptyExpression') check(node.expression);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !TEXT_ATTRIBUTES.has(node.name.name)) return;
        if (node.value?.type === 'Literal') check(node.value);
        else if (node.value?.type === 'JSXExpressionContainer') check(node.value.expression);
      },
    };
  },
};

export default noLiteralText;
