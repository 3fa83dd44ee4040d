import { blogPosts } from '../../../content/blog/posts.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { absoluteUrl, breadcrumbJsonLd } from '../../app/json-ld.ts';
import { PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { PostCard } from './post-meta-line.tsx';

const CRUMBS = [{ label: 'Blog', to: '/blog' }];

/** /blog: every post, newest first, with date, reading time and excerpt. */
export default function BlogListPage() {
  return (
    <>
      <PageMeta
        title="Pension drawdown blog"
        description="Plain-English articles on pension drawdown, annuities, tax-free cash, emergency tax and inheritance tax, with the sources behind every figure."
        path="/blog"
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Blog',
            name: 'Drawdown Compare blog',
            url: absoluteUrl('/blog'),
            inLanguage: 'en-GB',
            blogPost: blogPosts.map((post) => ({
              '@type': 'BlogPosting',
              headline: post.title,
              datePublished: post.date,
              url: absoluteUrl(`/blog/${post.slug}`),
            })),
          },
          breadcrumbJsonLd(CRUMBS),
        ]}
      />
      <PageHeader
        title="Pension drawdown blog"
        breadcrumbs={CRUMBS}
        intro="Plain-English articles for people approaching or in retirement. Each one is dated, lists its sources and is guidance only, not financial advice."
      />
      <div className="dc-container py-10">
        <p className="text-base text-muted">
          {blogPosts.length} articles, newest first. Written and checked by the Drawdown Compare editorial
          team.
        </p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {blogPosts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <CtaBlock variant="banner" className="mt-12" />
      </div>
    </>
  );
}
