import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod/mini';
import { compareNames, formatLongDate } from '../../widget/core/format.ts';

/** A blog post as the site renders it: front matter plus the body rendered to HTML at build time. */
export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  tags: string[];
  readingMinutes: number;
  /** The body as HTML (our own Markdown, rendered by marked). */
  html: string;
  /** A plain-text summary for lists: the front matter's `excerpt`, or the first paragraph. */
  excerpt: string;
}

/** The only author we name: the posts are written and checked by the team, not an invented person. */
export const EDITORIAL_AUTHOR = 'Drawdown Compare editorial team';

const FrontMatterSchema = z.object({
  title: z.string().check(z.minLength(5)),
  description: z.string().check(z.minLength(20), z.maxLength(200)),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  author: z.string().check(z.minLength(1)),
  tags: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  excerpt: z.optional(z.string()),
});

/** A post whose Markdown file cannot be read: the build stops and names the file. */
export class BlogPostError extends Error {
  override name = 'BlogPostError';
}

/** Average adult silent reading speed, words a minute; rounded up, at least one minute. */
const WORDS_PER_MINUTE = 200;

const markdown = new Marked({ gfm: true });

// Headings get ids so a contents list or a shared link can point at them.
markdown.use({
  renderer: {
    heading({ tokens, depth }) {
      const text = this.parser.parseInline(tokens);
      const id = text
        .toLowerCase()
        .replace(/<[^>]+>/g, '')
        .replace(/&[a-z#0-9]+;/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return `<h${depth} id="${id}">${text}</h${depth}>\n`;
    },
  },
});

/** Wide tables scroll sideways on a phone inside a keyboard-reachable region, not the whole page. */
function wrapTables(html: string): string {
  return html
    .replace(/<table>/g, '<section class="dc-table-scroll text-base" tabindex="0" aria-label="Table"><table>')
    .replace(/<\/table>/g, '</table></section>');
}

function stripMarkdown(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Parses one Markdown file with YAML front matter into a post.
 *
 * @example parsePost('why-x', '---\ntitle: …\n---\nBody').slug // "why-x"
 */
export function parsePost(slug: string, source: string): BlogPost {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new BlogPostError(`${slug}.md has no front matter between --- lines.`);
  const parsed = FrontMatterSchema.safeParse(parseYaml(match[1]!));
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new BlogPostError(`${slug}.md front matter is not valid: ${problems}`);
  }
  const front = parsed.data;
  const body = match[2]!.trim();
  const words = body.split(/\s+/).filter(Boolean).length;
  const firstParagraph =
    body.split(/\r?\n\r?\n/).find((block) => !/^\s*(#|[-*] |\d+\. |\||>)/.test(block)) ?? '';
  return {
    slug,
    title: front.title,
    description: front.description,
    date: front.date,
    author: front.author,
    tags: front.tags,
    readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    html: wrapTables(markdown.parse(body, { async: false })),
    excerpt: front.excerpt ?? stripMarkdown(firstParagraph),
  };
}

const files = import.meta.glob<string>('./*.md', { query: '?raw', import: 'default', eager: true });

/** Every post, newest first. */
export const blogPosts: BlogPost[] = Object.entries(files)
  .map(([path, source]) => parsePost(path.replace(/^\.\/|\.md$/g, ''), source))
  .sort((a, b) => compareText(b.date, a.date) || compareNames(a.title, b.title));

/** The post with this slug, or undefined. */
export function blogPostBySlug(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

/**
 * Up to `count` other posts, those sharing the most tags first, then the newest.
 *
 * @example relatedPosts('pension-drawdown-vs-annuity').length // 3
 */
export function relatedPosts(slug: string, count = 3): BlogPost[] {
  const post = blogPostBySlug(slug);
  if (!post) return [];
  const tags = new Set(post.tags);
  return blogPosts
    .filter((other) => other.slug !== slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => tags.has(tag)).length }))
    .sort((a, b) => b.shared - a.shared || compareText(b.other.date, a.other.date))
    .slice(0, count)
    .map(({ other }) => other);
}

/** "14 March 2026" */
export function formatPostDate(isoDate: string): string {
  return formatLongDate(isoDate);
}

/** Plain text order, for ISO dates ("2026-03-14" < "2026-11-02"). */
function compareText(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
