import { Calculator, Home, MessageCircle, Table } from 'lucide-react';
import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';
import { HeadContext, PageMeta } from '../app/page-meta.tsx';

const HELPFUL_LINKS = [
  { to: '/', label: 'Compare drawdown providers', icon: Home },
  { to: '/fees-and-charges', label: 'See every provider’s fees', icon: Table },
  { to: '/pension-drawdown-calculator', label: 'Use the drawdown calculator', icon: Calculator },
  { to: '/contact', label: 'Book a free consultation', icon: MessageCircle },
];

/**
 * The not-found page. Rendered for unknown paths and by pages whose parameter is unknown (a bad
 * provider or blog slug); while prerendering it marks the response as 404.
 */
export function NotFound() {
  const collector = useContext(HeadContext);
  if (collector) collector.status = 404;
  return (
    <div className="dc-container py-16 md:py-24">
      <PageMeta
        title="Page not found"
        description="We could not find the page you asked for. Compare pension drawdown providers or contact us."
        path="/404"
        noindex
      />
      <p className="font-semibold text-brand-dark">Error 404</p>
      <h1 className="mt-2 text-3xl md:text-5xl">Page not found</h1>
      <p className="mt-4 max-w-2xl text-lg">
        We could not find that page. If you typed the address, please check it is correct. If you followed a
        link, the page may have moved.
      </p>
      <ul className="mt-8 grid max-w-3xl gap-3 sm:grid-cols-2">
        {HELPFUL_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="dc-card flex min-h-16 items-center gap-3 p-4 font-semibold text-navy no-underline hover:text-brand-dark"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        Or call us on <a href={BRAND.phoneHref}>{BRAND.phoneDisplay}</a>, {BRAND.phoneHours}.
      </p>
    </div>
  );
}
