import { Link } from 'react-router-dom';
import { inlineParts } from '../../content/guidance/guide-types.ts';

/** Renders guidance inline text: `**bold**` and `[label](href)`; site paths become router links. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, index) => {
        if (part.kind === 'bold') return <strong key={index}>{part.text}</strong>;
        if (part.kind === 'link') {
          return part.href.startsWith('/') ? (
            <Link key={index} to={part.href}>
              {part.text}
            </Link>
          ) : (
            <a key={index} href={part.href} rel="noopener noreferrer">
              {part.text}
            </a>
          );
        }
        return part.text;
      })}
    </>
  );
}
