import { describe, expect, it } from 'vitest';
import { ACCESS_KEY } from '../../widget/element/widget-config.ts';
import { ACCESS_FLAG, takeAccessToken } from './access-token.ts';

describe('an e-mail link’s token', () => {
  it('reads the same flag the widget writes', () => {
    expect(ACCESS_FLAG).toBe(ACCESS_KEY);
  });

  it('leaves the address bar at once, keeping the rest of the address', () => {
    window.history.replaceState(null, '', '/?pot=250000&access=u1.abc.def#compare');
    expect(takeAccessToken()).toBe('u1.abc.def');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/?pot=250000#compare',
    );
    expect(takeAccessToken()).toBeNull();
  });
});
