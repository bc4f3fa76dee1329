import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Renders the long texts of the locale files. Blocks are separated by a blank line: `## ` makes a
 * heading (h2), a block of `- ` lines a list, anything else a paragraph; `[label](/path)` is a link.
 */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((block, index) => {
        const trimmed = block.trim();
        if (trimmed.startsWith('## ')) return <h2 key={index}>{inline(trimmed.slice(3))}</h2>;
        const lines = trimmed.split('\n');
        if (lines.every((line) => line.startsWith('- '))) return <BulletList key={index} lines={lines} />;
        return <p key={index}>{inline(trimmed)}</p>;
      })}
    </>
  );
}

export function BulletList({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <ul className={className}>
      {lines.map((line, index) => (
        <li key={index}>{inline(line.replace(/^- /, ''))}</li>
      ))}
    </ul>
  );
}

function inline(text: string): ReactNode {
  const parts = text.split(/\[([^\]]+)\]\(([^)\s]+)\)/);
  if (parts.length === 1) return text;
  // split with two groups gives [text, label, href, text, label, href, text…]
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    nodes.push(<Fragment key={i}>{parts[i]}</Fragment>);
    if (i + 2 < parts.length) {
      nodes.push(
        <Link key={`${i}-link`} to={parts[i + 2]!}>
          {parts[i + 1]}
        </Link>,
      );
    }
  }
  return nodes;
}
