import { describe, expect, it } from 'vitest';
import { propertyInitialValues, remToPx, ShadowCssError, shadowCss } from './shadow-css.ts';

const TAILWIND_LIKE = `@layer properties;@layer theme,base,components,utilities;
@layer utilities{.p-4{padding:1rem}.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}}
@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}
@property --tw-ring-color{syntax:"*";inherits:false}
@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0px}`;

describe('shadowCss', () => {
  it('copies each @property initial value onto :host and every element, in the lowest layer', () => {
    const out = shadowCss(TAILWIND_LIKE);
    expect(out).toContain(
      '@layer properties{:host,*,::before,::after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-color:initial;--tw-ring-offset-width:0px;}}',
    );
  });

  it('turns rem into px so the host root font size does not matter', () => {
    expect(remToPx('.a{padding:1rem;margin:-.25rem;width:calc(2.5rem + 1px)}')).toBe(
      '.a{padding:16px;margin:-4px;width:calc(40px + 1px)}',
    );
    expect(shadowCss(TAILWIND_LIKE)).toContain('.p-4{padding:16px}');
  });

  it('reads registered values, writing initial where none is given', () => {
    expect(propertyInitialValues(TAILWIND_LIKE)).toEqual([
      ['--tw-shadow', '0 0 #0000'],
      ['--tw-ring-color', 'initial'],
      ['--tw-ring-offset-width', '0px'],
    ]);
  });

  it('fails when the CSS has no @property rules or the layer order changed', () => {
    expect(() => shadowCss('.a{color:red}')).toThrow(ShadowCssError);
    expect(() =>
      shadowCss('@layer theme;@layer properties;@property --x{syntax:"*";inherits:false;initial-value:0}'),
    ).toThrow(/layer order/);
  });
});
