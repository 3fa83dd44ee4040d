import type { ReactNode } from 'react';
import { PROVIDERS } from '../../widget/core/providers.ts';
import { WIDGET_ATTRIBUTES } from '../../widget/element/widget-config.ts';
import tokensCss from '../../widget/ui/tokens.css?raw';
import type { WidgetEvents } from '../../widget/ui/widget-context.ts';

type AttributeName = keyof typeof WIDGET_ATTRIBUTES;

/** One line per observed attribute; the type makes a new attribute fail the build until documented. */
const ATTRIBUTE_DOCS: Record<AttributeName, { values: string; fallback: string; what: string }> = {
  pot: {
    values: 'a number of pounds, e.g. 250000',
    fallback: 'empty',
    what: 'Fills in the pot when the element first appears and whenever the attribute changes. Typing never writes back to it.',
  },
  'api-base': {
    values: 'an origin, e.g. https://drawdowncompare.co.uk',
    fallback: 'where widget.js was loaded from',
    what: 'Where the unlock form sends the lead (POST /api/leads).',
  },
  'site-url': {
    values: 'an origin',
    fallback: 'where widget.js was loaded from',
    what: 'Where "View Details" and "View Full Details" link to (/provider/{slug}).',
  },
  partner: {
    values: 'your partner id, e.g. money-weekly',
    fallback: 'none',
    what: 'Stored with each lead so referrals can be attributed.',
  },
  view: {
    values: 'all | calculator | results',
    fallback: 'all',
    what: 'all: pot, best value, filters, unlock form and the ranked list. calculator: pot and best value. results: count, filters, unlock form and list.',
  },
  group: {
    values: 'any name, e.g. home',
    fallback: 'none (independent)',
    what: 'Elements with the same group share one pot and one set of filters, so a calculator and a results list can sit apart on a page.',
  },
  funds: {
    values: 'a percentage, 0 to 100',
    fallback: '100',
    what: 'Part of the pot held in funds (with shares and trusts, adds up to 100).',
  },
  shares: {
    values: 'a percentage, 0 to 100',
    fallback: '0',
    what: 'Part of the pot held in shares and ETFs.',
  },
  trusts: {
    values: 'a percentage, 0 to 100',
    fallback: '0',
    what: 'Part of the pot held in investment trusts.',
  },
  trades: {
    values: 'a whole number',
    fallback: 'by pot size (1, 2, 4 or 6)',
    what: 'Buys and sells a year.',
  },
  income: {
    values: 'pounds a year, e.g. 12000',
    fallback: 'none',
    what: 'Money taken out each year, in today’s pounds.',
  },
  'income-frequency': {
    values: 'monthly | quarterly | yearly',
    fallback: 'monthly',
    what: 'How a regular income is paid.',
  },
  'lump-sums': {
    values: '1 to 12',
    fallback: 'none',
    what: 'Take the income as this many lump sums a year instead (UFPLS).',
  },
  'tax-free-cash': {
    values: 'start | none',
    fallback: 'none',
    what: 'Take the 25% tax-free cash at the start.',
  },
  ocf: {
    values: 'a percentage, 0 to 3',
    fallback: '0.2',
    what: 'The fund charge (OCF) a year on the part in funds.',
  },
  years: { values: '1 to 40', fallback: '10', what: 'Years to add the cost up over.' },
  'url-state': {
    values: 'present or absent',
    fallback: 'absent',
    what: 'Keep the visitor’s scenario in the page’s URL query, so a link shows the same figures.',
  },
  layout: {
    values: 'full | compact | mini',
    fallback: 'full',
    what: 'compact: one line per provider (position, name, annual cost), for narrow columns and sidebars. mini (1.4.0): the pot box and one button that opens the ranking for that pot on our site, with your partner id.',
  },
  limit: {
    values: 'a whole number from 1 to 50',
    fallback: 'every provider',
    what: `Shows the cheapest N, then a "See all ${PROVIDERS.length} providers" link to the full ranking on the site with the same pot.`,
  },
  theme: {
    values: 'light | dark | auto',
    fallback: 'light',
    what: "Colours; auto follows the visitor's light or dark setting. The --dc-* tokens still apply on top.",
  },
};

/** One line per event; the type makes a new event fail the build until documented. */
const EVENT_DOCS: Record<keyof WidgetEvents, { detail: string; when: string }> = {
  'dc:ready': {
    detail: '{ version: 1, widgetVersion, view, layout, partner? }',
    when: 'Once, when the element has rendered.',
  },
  'dc:pot-entered': {
    detail: '{ version: 1, partner? }',
    when: 'Once per element, when a valid pot has stayed in the input for 0.8 s. The amount is not included.',
  },
  'dc:refined': {
    detail: '{ version: 1, activeFilters: number, partner? }',
    when: 'When the visitor narrows or clears the ranking (filters).',
  },
  'dc:consultation-click': {
    detail: '{ version: 1, partner? }',
    when: 'When the visitor presses the free consultation link.',
  },
  'dc:pot-change': {
    detail: "{ version: 1, pot: 'amount' | 'empty' | 'problem', partner? }",
    when: 'On every keystroke in the pot input: what the field holds, never the amount.',
  },
  'dc:filter-change': {
    detail: '{ version: 1, filters, activeCount: number, partner? }',
    when: 'When a filter is changed or Clear All is pressed.',
  },
  'dc:unlock': {
    detail: '{ version: 1, partner? }',
    when: 'When the visitor has unlocked names (the lead was accepted). No name or e-mail.',
  },
};

interface Token {
  name: string;
  value: string;
  isPublic: boolean;
}

/** The `--dc-*` properties of widget/ui/tokens.css with their defaults, read from the file itself. */
export function designTokens(css: string = tokensCss): Token[] {
  const publicList = /Public:([\s\S]*?)\n \* Sizes/.exec(css)?.[1] ?? '';
  const publicNames = new Set(publicList.match(/--dc-[\w-]+/g) ?? []);
  const body = css.slice(css.indexOf('{'));
  return [...body.matchAll(/(--dc-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => ({
    name,
    value: value.replace(/\s+/g, ' ').trim(),
    isPublic: publicNames.has(name),
  }));
}

const WIDGET_SOURCES = import.meta.glob<string>('../../widget/ui/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every `part="…"` the widget's components expose, found in their source. */
export function exposedParts(): string[] {
  const parts = new Set<string>();
  for (const source of Object.values(WIDGET_SOURCES)) {
    for (const match of source.matchAll(/\bpart=["{]["'`]?([\w\s-]+)["'`]?\}?/g)) {
      for (const name of (match[1] ?? '').split(/\s+/)) if (name) parts.add(name);
    }
  }
  return [...parts].sort();
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table>
      <caption style={{ textAlign: 'left', fontWeight: 700 }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AttributesTable() {
  return (
    <Table
      caption="Attributes of <drawdown-compare> (each also settable as a JS property)"
      head={['Attribute', 'Property', 'Values', 'When absent', 'What it does']}
      rows={(Object.keys(WIDGET_ATTRIBUTES) as AttributeName[]).map((name) => [
        <code key="a">{name}</code>,
        <code key="p">{WIDGET_ATTRIBUTES[name]}</code>,
        ATTRIBUTE_DOCS[name].values,
        ATTRIBUTE_DOCS[name].fallback,
        ATTRIBUTE_DOCS[name].what,
      ])}
    />
  );
}

export function EventsTable() {
  return (
    <Table
      caption="Events (CustomEvent on the element; they bubble and cross the shadow boundary)"
      head={['Event', 'detail', 'Sent when']}
      rows={(Object.keys(EVENT_DOCS) as (keyof WidgetEvents)[]).map((name) => [
        <code key="e">{name}</code>,
        <code key="d">{EVENT_DOCS[name].detail}</code>,
        EVENT_DOCS[name].when,
      ])}
    />
  );
}

export function CustomPropertiesTable({ which }: { which: 'public' | 'internal' }) {
  const tokens = designTokens().filter((token) => token.isPublic === (which === 'public'));
  return (
    <Table
      caption={
        which === 'public'
          ? 'CSS custom properties partners may set on the element'
          : 'Further tokens (may change between versions)'
      }
      head={['Property', 'Default']}
      rows={tokens.map((token) => [<code key="n">{token.name}</code>, <code key="v">{token.value}</code>])}
    />
  );
}

export function PartsList() {
  const parts = exposedParts();
  if (parts.length === 0) {
    return (
      <p>
        The widget exposes no shadow parts in this version: style it with the custom properties above. This
        list is read from the widget's source, so parts appear here as soon as they are added.
      </p>
    );
  }
  return (
    <Table
      caption="Shadow parts (style with drawdown-compare::part(name))"
      head={['Part', 'Example']}
      rows={parts.map((part) => [
        <code key="p">{part}</code>,
        <code key="e">{`drawdown-compare::part(${part}) { … }`}</code>,
      ])}
    />
  );
}
