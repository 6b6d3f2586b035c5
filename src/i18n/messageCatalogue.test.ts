import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A catalogue in another language is built from the message ids in the source, so every
 * message must be readable from the source as it is written, and an id must name one text.
 * The forms a message takes: a descriptor `{ id: '…', defaultMessage: '…' }` (message tables,
 * `intl.formatMessage`), `<FormattedMessage id="…" defaultMessage="…" />`, and the helpers
 * `message('id', 'text')` (i18n/text.ts) and a component's local `t('id', 'text')`.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const HELPERS = new Set(['message', 't']);

interface Found {
  id: string;
  defaultMessage: string;
  at: string;
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
function scan(file: string): { found: Found[]; unreadable: string[] } {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Found[] = [];
  const unreadable: string[] = [];
  const at = (node: ts.Node) =>
    `${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
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
      if (value('defaultMessage'))
        add(node, literal(value('id')), literal(value('defaultMessage')));
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

const scanned = sourceFiles(SRC).map(scan);
const messages = scanned.flatMap((s) => s.found);

describe('the message catalogue', () => {
  it('finds the messages in every form they take', () => {
    const ids = new Set(messages.map((m) => m.id));
    expect(ids.size).toBeGreaterThan(300);
    // A descriptor, <FormattedMessage>, message() and a local t().
    for (const id of ['poll.vote', 'login.title', 'upload_error.limit', 'navigation_bar.label'])
      expect(ids).toContain(id);
  });

  it('reads every message id from the source', () => {
    expect(scanned.flatMap((s) => s.unreadable)).toEqual([]);
  });

  it('gives one id one text, wherever the id is used', () => {
    const byId = new Map<string, Found[]>();
    for (const m of messages) byId.set(m.id, [...(byId.get(m.id) ?? []), m]);
    const conflicts = [...byId.values()]
      .filter((uses) => new Set(uses.map((u) => u.defaultMessage)).size > 1)
      .map((uses) => uses.map((u) => `${u.id} = ${JSON.stringify(u.defaultMessage)} (${u.at})`));
    expect(conflicts).toEqual([]);
  });

  it("keeps Mastodon's id convention: lowercase words joined by dots", () => {
    // Mastodon's own ids that break its convention, kept as Mastodon spells them.
    const mastodonExceptions = new Set([
      'column_header.moveLeft_settings',
      'column_header.moveRight_settings',
    ]);
    const odd = messages.filter(
      (m) => !mastodonExceptions.has(m.id) && !/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/.test(m.id),
    );
    expect(odd.map((m) => `${m.id} (${m.at})`)).toEqual([]);
  });
});
