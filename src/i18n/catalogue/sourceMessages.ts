import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The messages written in the source, read as the catalogues are built from them (Node only:
 * the catalogue tests use it, the app never imports it). The forms a message takes: a
 * descriptor `{ id: '…', defaultMessage: '…' }` (message tables, `intl.formatMessage`),
 * `<FormattedMessage id="…" defaultMessage="…" />`, and the helpers `message('id', 'text')`
 * (i18n/text.ts) and a component's local `t('id', 'text')`.
 */
const HELPERS = new Set(['message', 't']);
/** What an id looks like where a table names its text otherwise (`text`, `label`). */
const MESSAGE_ID = /^[a-z][a-z0-9_]*(\.[a-zA-Z0-9_]+)+$/;
const TABLE_TEXT_KEYS = ['text', 'label'];
/** Words of a text, not a name: a value list's `'moderation_warning'` or a host is no text. */
const isText = (s: string | null | undefined): s is string =>
  typeof s === 'string' && !/^[a-z0-9_.-]*$/.test(s);

export interface SourceMessage {
  id: string;
  defaultMessage: string;
  at: string;
}

export interface SourceScan {
  found: SourceMessage[];
  /** Places where a text is written but its id cannot be read. */
  unreadable: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const literal = (node: ts.Node | undefined): string | null => {
  if (!node) return null;
  if (ts.isJsxExpression(node)) return literal(node.expression);
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
};

/** The messages in one file, and the places where a message's id cannot be read. */
function scanFile(root: string, file: string): SourceScan {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: SourceMessage[] = [];
  const unreadable: string[] = [];
  const at = (node: ts.Node) =>
    `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  // A text written here with an id that is not: the catalogue could not find it.
  const add = (node: ts.Node, id: string | null, defaultMessage: string | null) => {
    if (defaultMessage === null) return;
    if (id === null) unreadable.push(at(node));
    else found.push({ id, defaultMessage, at: at(node) });
  };

  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const value = (name: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
        )?.initializer;
      const id = literal(value('id'));
      if (value('defaultMessage')) add(node, id, literal(value('defaultMessage')));
      else if (id !== null && MESSAGE_ID.test(id))
        // A table row `{ id: 'edit_profile.bot', label: 'This is an automated account' }`.
        for (const key of TABLE_TEXT_KEYS) add(node, id, literal(value(key)));
    } else if (ts.isArrayLiteralExpression(node)) {
      // A tuple table `['report.reasons.spam', 'Spam', 'report.reasons.spam_description', …]`:
      // an id followed by its text.
      const items = node.elements.map((e) => literal(e));
      items.forEach((item, i) => {
        const next = items[i + 1];
        if (item !== null && MESSAGE_ID.test(item) && isText(next)) add(node, item, next);
      });
    } else if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      if (node.tagName.getText(source) === 'FormattedMessage') {
        const value = (name: string) =>
          node.attributes.properties.find(
            (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText(source) === name,
          )?.initializer;
        // `{...descriptor}` spreads a descriptor written elsewhere.
        const isSpread = node.attributes.properties.some(ts.isJsxSpreadAttribute);
        const defaultMessage = literal(value('defaultMessage'));
        if (defaultMessage === null && !isSpread) unreadable.push(at(node));
        add(node, literal(value('id')), defaultMessage);
      }
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      HELPERS.has(node.expression.text)
    ) {
      add(node, literal(node.arguments[0]), literal(node.arguments[1]));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { found, unreadable };
}

/** Every source file's messages under `root` (tests left out). */
export const scanSource = (root: string): SourceScan[] =>
  sourceFiles(root).map((file) => scanFile(root, file));
