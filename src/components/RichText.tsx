import type { ReactNode } from 'react';
import type { RichNode } from '../entities/types';
import { CustomEmoji } from './CustomEmoji';
import { AppLink } from './AppLink';

const EXTERNAL_REL = 'noopener noreferrer nofollow';

function renderNodes(nodes: RichNode[]): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index));
}

function renderNode(node: RichNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      // A string, not an element: it needs no key, and a wrapper would be a component a post.
      return node.text;
    case 'emoji':
      return (
        <CustomEmoji
          key={key}
          shortcode={node.shortcode}
          url={node.url}
          staticUrl={node.staticUrl}
        />
      );
    case 'link': {
      const children = renderNodes(node.children);
      if (node.mention) {
        return (
          <AppLink
            key={key}
            to={`/@${node.mention.acct}`}
            className="mention"
            title={`@${node.mention.acct}`}
          >
            {children}
          </AppLink>
        );
      }
      if (node.hashtag) {
        return (
          <AppLink
            key={key}
            to={`/tags/${encodeURIComponent(node.hashtag)}`}
            className="mention hashtag"
          >
            {children}
          </AppLink>
        );
      }
      return (
        <a key={key} href={node.href} target="_blank" rel={EXTERNAL_REL} title={node.href}>
          {children}
        </a>
      );
    }
    case 'element': {
      const Tag = node.tag;
      if (Tag === 'br') return <br key={key} />;
      return (
        <Tag key={key} className={node.className}>
          {renderNodes(node.children)}
        </Tag>
      );
    }
  }
}

/** Sanitised rich text as React elements; nothing here ever becomes raw HTML. */
export function RichText({
  nodes,
  className,
  lang,
}: {
  nodes: RichNode[];
  className?: string;
  lang?: string;
}) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} lang={lang}>
      {renderNodes(nodes)}
    </div>
  );
}

/** Inline rich text (display names, spoiler text). */
export function InlineRichText({ nodes }: { nodes: RichNode[] }) {
  return renderNodes(nodes);
}
