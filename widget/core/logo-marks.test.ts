import { describe, expect, it } from 'vitest';
import { LOGO_MARKS, logoMark, logoSvg } from './logo-marks.ts';
import { PROVIDERS } from './providers.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('logo marks', () => {
  it('has a mark for every provider logo key and none left over', () => {
    expect(Object.keys(LOGO_MARKS).sort()).toEqual(PROVIDERS.map((p) => p.logo).sort());
  });

  it.each(Object.entries(LOGO_MARKS))('keeps the initials of %s readable at 4.5:1 or more', (_key, mark) => {
    expect(mark.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(mark.foreground).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(mark.background, mark.foreground)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses at most three characters of initials', () => {
    for (const mark of Object.values(LOGO_MARKS)) expect(mark.initials.length).toBeLessThanOrEqual(3);
  });

  it('draws a self-contained rounded square with the initials', () => {
    const svg = logoSvg('hargreaves-lansdown');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('rx="14"');
    expect(svg).toContain('fill="#002d62"');
    expect(svg).toContain('>HL</text>');
    expect(svg).not.toMatch(/href|<script|role=/);
  });

  it('escapes the ampersand in L&G so the SVG stays well-formed', () => {
    expect(logoSvg('legal-and-general')).toContain('>L&amp;G</text>');
  });

  it('gives an unknown key a neutral mark with initials from the key', () => {
    expect(logoMark('new-provider-co').initials).toBe('NPC');
    expect(logoSvg('new-provider-co')).toContain('>NPC</text>');
    expect(logoMark('toString').initials).toBe('T');
  });
});
