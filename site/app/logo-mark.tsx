import { Link } from 'react-router-dom';
import { BRAND } from '../../widget/core/brand.ts';

/** The product's mark: a rising line in a rounded square, then the name. Links home. */
export function LogoLink({ onNavigate, inverted = false }: { onNavigate?: () => void; inverted?: boolean }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={`inline-flex min-h-11 items-center gap-1.5 font-bold min-[360px]:gap-2 no-underline [overflow-wrap:normal] ${inverted ? 'text-white hover:text-white' : 'text-navy hover:text-navy'}`}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0 min-[360px]:size-8 sm:size-9">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path
          d="M7 22l6-6 4 4 8-9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="25" cy="11" r="2.2" fill="#fff" />
      </svg>
      {/* Links may break anywhere (site.css, for long addresses); the name breaks only between its
          words: two lines up to 767 px, one line from 768 px. */}
      <span className="text-base leading-tight [overflow-wrap:normal] min-[360px]:text-lg sm:text-xl md:whitespace-nowrap md:leading-none">
        {BRAND.productName}
      </span>
    </Link>
  );
}
