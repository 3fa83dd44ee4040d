import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(join(process.cwd(), 'widget/ui', name), 'utf8');
const themes = read('themes.css');
const tokens = read('tokens.css');

/** `--name: value` pairs of a block of CSS, comments removed, whitespace collapsed. */
function declarations(css: string): Map<string, string> {
  const found = new Map<string, string>();
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, name, value] of clean.matchAll(/(--dc-[\w-]+)\s*:\s*([^;]+);/g))
    found.set(name as string, (value as string).replace(/\s+/g, ' ').trim());
  return found;
}

describe('the widget themes (themes.css)', () => {
  const light = declarations(tokens);
  const themed = declarations(themes);

  it('gives every colour token one light-dark() pair whose light side is tokens.css’s value', () => {
    expect(themed.size).toBeGreaterThan(15);
    for (const [name, value] of themed) {
      if (name === '--dc-shadow') continue;
      const pair = /^light-dark\((#[0-9a-f]{3,8}), (#[0-9a-f]{3,8})\)$/i.exec(value);
      expect(pair, `${name}: ${value}`).not.toBeNull();
      expect(pair?.[1], `${name} light value`).toBe(light.get(name));
    }
  });

  it('keeps the shadow’s light colours equal to tokens.css’s shadow', () => {
    const lightShadow = themed.get('--dc-shadow')?.replace(/light-dark\(([^,]+\)),\s*[^)]+\)\)/g, '$1');
    expect(lightShadow).toBe(light.get('--dc-shadow'));
  });

  it('sets the scheme per theme attribute, and only where light-dark() is supported', () => {
    const clean = themes.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(clean.trim().startsWith('@supports (color: light-dark(#000, #fff))')).toBe(true);
    expect(clean).toMatch(/:host\s*\{\s*color-scheme: light !important;/);
    expect(clean).toMatch(/:host\(\[theme="dark"\]\)\s*\{\s*color-scheme: dark !important;/);
    expect(clean).toMatch(/:host\(\[theme="auto"\]\)\s*\{\s*color-scheme: light dark !important;/);
  });
});
