import { blogPosts } from '../content/blog/posts.ts';
import { PROVIDERS } from '../widget/core/providers.ts';
import { ROUTES } from './routes.tsx';
import { REVIEW_SLUGS } from './shared/review-slugs.ts';

/** Slugs of the blog posts to prerender. */
export function blogSlugs(): string[] {
  return blogPosts.map((post) => post.slug);
}

export interface PrerenderPath {
  path: string;
  /** Public pages go in the sitemap; shells (sign-in, admin) are noindex and left out. */
  inSitemap: boolean;
}

/** Every path the build writes to dist/public, in route order. */
export function prerenderPaths(): PrerenderPath[] {
  const paths: PrerenderPath[] = [];
  for (const route of ROUTES) {
    if (route.kind === 'page') paths.push({ path: route.path, inSitemap: true });
    else if (route.kind === 'shell') paths.push({ path: route.path, inSitemap: false });
    else if (route.path === '/provider/:slug')
      for (const provider of PROVIDERS) paths.push({ path: `/provider/${provider.slug}`, inSitemap: true });
    else if (route.path === '/provider/:slug/review')
      for (const slug of REVIEW_SLUGS) paths.push({ path: `/provider/${slug}/review`, inSitemap: true });
    else if (route.path === '/blog/:slug')
      for (const slug of blogSlugs()) paths.push({ path: `/blog/${slug}`, inSitemap: true });
  }
  return paths;
}
