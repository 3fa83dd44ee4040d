import { describe, expect, it } from 'vitest';
import {
  BlogPostError,
  blogPostBySlug,
  blogPosts,
  EDITORIAL_AUTHOR,
  formatPostDate,
  parsePost,
  relatedPosts,
} from './posts.ts';

const REDIRECT_TARGETS = [
  'why-annuities-are-regaining-popularity',
  'pension-drawdown-vs-annuity',
  'what-is-phased-drawdown-unlocking-the-benefits-of-flexible-pension-income',
];

describe('blog posts', () => {
  it('has the three posts the old redirects point to, and at least three more', () => {
    for (const slug of REDIRECT_TARGETS) expect(blogPostBySlug(slug), slug).toBeDefined();
    expect(blogPosts.length).toBeGreaterThanOrEqual(6);
  });

  it('dates every post in 2026, credits the editorial team and lists newest first', () => {
    for (const post of blogPosts) {
      expect(post.date, post.slug).toMatch(/^2026-/);
      expect(post.author).toBe(EDITORIAL_AUTHOR);
    }
    const dates = blogPosts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('renders the body to HTML with ids on headings, an excerpt and a reading time', () => {
    const post = blogPostBySlug('pension-drawdown-vs-annuity')!;
    expect(post.html).toContain('<h2 id="side-by-side">Side by side</h2>');
    expect(post.html).toContain('<table>');
    expect(post.excerpt.length).toBeGreaterThan(50);
    expect(post.excerpt).not.toMatch(/[*#[\]]/);
    expect(post.readingMinutes).toBeGreaterThanOrEqual(3);
  });

  it('gives every post a sources section', () => {
    for (const post of blogPosts) expect(post.html, post.slug).toContain('<h2 id="sources">Sources</h2>');
  });

  it('suggests related posts that share tags, never the post itself', () => {
    const related = relatedPosts('pension-drawdown-vs-annuity');
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain('pension-drawdown-vs-annuity');
    expect(related[0]!.tags.some((tag) => ['drawdown', 'annuities', 'retirement income'].includes(tag))).toBe(
      true,
    );
    expect(relatedPosts('no-such-post')).toEqual([]);
  });

  it('rejects a file without valid front matter, naming it', () => {
    expect(() => parsePost('broken', 'no front matter')).toThrow(BlogPostError);
    expect(() => parsePost('bad-date', '---\ntitle: A title\ndate: soon\n---\nBody')).toThrow(/bad-date\.md/);
  });

  it('formats dates the British way', () => {
    expect(formatPostDate('2026-04-14')).toBe('14 April 2026');
  });
});
