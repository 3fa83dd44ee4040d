import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type BlogPost, formatPostDate } from '../../../content/blog/posts.ts';

/** Date, reading time and (optionally) author of a post, on one wrapping line. */
export function PostMetaLine({ post, withAuthor = false }: { post: BlogPost; withAuthor?: boolean }) {
  return (
    <p className="flex flex-wrap gap-x-5 gap-y-1 text-base text-muted">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-5" />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-5" />
        {post.readingMinutes} min read
      </span>
      {withAuthor ? (
        <span className="inline-flex items-center gap-1.5">
          <UserRound aria-hidden="true" className="size-5" />
          {post.author}
        </span>
      ) : null}
    </p>
  );
}

/** A post as a card in a list: title link, date, reading time, excerpt, tags. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="dc-card flex h-full flex-col p-5 md:p-6">
      <Heading className="text-xl md:text-2xl">
        <Link to={`/blog/${post.slug}`} className="text-navy no-underline hover:underline">
          {post.title}
        </Link>
      </Heading>
      <div className="mt-2">
        <PostMetaLine post={post} />
      </div>
      <p className="mt-3 flex-1">{post.excerpt}</p>
      <ul aria-label="Topics" className="mt-4 flex flex-wrap gap-2">
        {post.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-tint px-3 py-1 text-base text-brand-dark">
            {tag}
          </li>
        ))}
      </ul>
    </article>
  );
}
