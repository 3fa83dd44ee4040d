import { Info } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { blogPostBySlug, relatedPosts } from '../../../content/blog/posts.ts';
import { BRAND } from '../../../widget/core/brand.ts';
import { CtaBlock } from '../../app/cta-block.tsx';
import { absoluteUrl, breadcrumbJsonLd } from '../../app/json-ld.ts';
import { PageHeader } from '../../app/page-layout.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { NARROW_CTA, PensionWisePointer } from '../../shared/guide-view.tsx';
import { NotFound } from '../../shared/not-found.tsx';
import { PostCard, PostMetaLine } from './post-meta-line.tsx';

/** /blog/:slug: one post rendered from its Markdown; an unknown slug is the not-found page (404). */
export default function BlogPostPage() {
  const { slug } = useParams();
  const post = blogPostBySlug(slug);
  if (!post) return <NotFound />;
  const crumbs = [
    { label: 'Blog', to: '/blog' },
    { label: post.title, to: `/blog/${post.slug}` },
  ];
  const related = relatedPosts(post.slug);
  return (
    <>
      <PageMeta
        title={post.title}
        description={post.description}
        path={`/blog/${post.slug}`}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.description,
            datePublished: post.date,
            dateModified: post.date,
            inLanguage: 'en-GB',
            keywords: post.tags.join(', '),
            mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
            author: { '@type': 'Organization', name: post.author },
            publisher: { '@type': 'Organization', name: BRAND.firmName },
          },
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <PageHeader title={post.title} breadcrumbs={crumbs} intro={post.description}>
        <div className="mt-5">
          <PostMetaLine post={post} withAuthor />
        </div>
      </PageHeader>
      <div className="dc-container grid gap-10 py-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <aside
            aria-label="Guidance only"
            className="mb-8 flex max-w-3xl gap-3 rounded-2xl border-l-4 border-navy/40 bg-white p-4"
          >
            <Info aria-hidden="true" className="mt-1 size-6 shrink-0 text-navy" />
            <p>
              {BRAND.guidanceOnly} Figures were correct on the date shown and each comes from a source listed
              at the end.
            </p>
          </aside>
          {/* Trusted HTML: rendered at build time from our own Markdown in content/blog. */}
          <article className="dc-prose" dangerouslySetInnerHTML={{ __html: post.html }} />
          <div className="mt-12 grid max-w-3xl gap-8">
            <PensionWisePointer />
            <CtaBlock variant="default" className={NARROW_CTA} />
          </div>
        </div>
        <div className="grid content-start gap-8">
          <CtaBlock variant="sidebar" className="lg:sticky lg:top-28" />
        </div>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="border-t border-line bg-white">
          <div className="dc-container py-10">
            <h2 id="related-heading" className="text-2xl">
              Related articles
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <PostCard post={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
