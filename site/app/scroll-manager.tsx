import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top on a new page, or to the element a hash names (/#calculator), moving focus
 * there so keyboard users land where they asked to go. The element may appear a moment later
 * when its page loads on demand, so it is looked for a few times.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      if (key !== 'default') window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        if (key !== 'default') {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        }
      } else if (tries++ < 20) timer = setTimeout(seek, 100);
    };
    seek();
    return () => clearTimeout(timer);
  }, [pathname, hash, key]);
  return null;
}
