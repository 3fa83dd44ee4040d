import { useId } from 'react';
import { formatGBP } from '../../../widget/core/money.ts';
import type { ProjectionYear } from './drawdown-projection.ts';

/**
 * The plot is an SVG stretched to its box (0 to 100 both ways, strokes kept at their width); every
 * label is text in an SVG without a viewBox beside or over it, placed by percentage, so labels keep
 * their CSS size at any width, with or without script: never scaled down with the drawing on a phone.
 */
const VIEW = 100;

/** "£250k", "£1.2m": short money for axis labels. */
export function compactGBP(pounds: number): string {
  if (pounds >= 1_000_000)
    return `£${Number((pounds / 1_000_000).toFixed(pounds % 1_000_000 === 0 ? 0 : 1))}m`;
  if (pounds >= 1_000) return `£${Math.round(pounds / 1_000)}k`;
  return formatGBP(pounds);
}

/** A round axis maximum and step: 4 or 5 gridlines at 1, 2, 2.5 or 5 × a power of ten. */
export function niceScale(max: number): { max: number; step: number } {
  if (max <= 0) return { max: 1_000, step: 250 };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  return { max: Math.ceil(max / step) * step, step };
}

/** Which years get a label: all of them up to 10 (every other one on a narrow screen), else 5s or 10s. */
function yearTicks(years: number): { year: number; wideOnly: boolean }[] {
  const every = years <= 10 ? 1 : years <= 25 ? 5 : 10;
  return Array.from({ length: Math.floor(years / every) + 1 }, (_, i) => ({
    year: i * every,
    wideOnly: every === 1 && i % 2 === 1,
  }));
}

const LABEL = 'fill-muted text-[15px]';

/**
 * The pot year by year as an area chart, with the year the money runs out marked. The drawing and
 * its labels are hidden from screen readers apart from the title and description, which say what
 * it shows; the page carries the same figures as a table.
 */
export function ProjectionChart({
  rows,
  startPot,
  runsOutInYear,
}: {
  rows: readonly ProjectionYear[];
  startPot: number;
  runsOutInYear: number | null;
}) {
  const titleId = useId();
  const descId = useId();
  const points = [{ year: 0, pot: startPot }, ...rows.map((row) => ({ year: row.year, pot: row.endPot }))];
  const years = rows.length;
  const { max, step } = niceScale(Math.max(...points.map((p) => p.pot)));
  // Positions as percentages of the plot, shared by the SVG and the HTML labels.
  const x = (year: number) => (years === 0 ? 0 : (year / years) * VIEW);
  const y = (pot: number) => VIEW - (pot / max) * VIEW;
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.year).toFixed(2)},${y(p.pot).toFixed(2)}`)
    .join(' ');
  const area = `${line} L${x(years).toFixed(2)},${VIEW} L0,${VIEW} Z`;
  const yTicks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
  const last = points.at(-1)!;
  const runsOut = runsOutInYear !== null && runsOutInYear <= years ? runsOutInYear : null;
  const description =
    runsOut !== null
      ? `The pot falls from ${formatGBP(startPot)} and runs out in year ${runsOut}.`
      : `The pot goes from ${formatGBP(startPot)} to ${formatGBP(last.pot)} after ${years} years.`;

  return (
    <div className="grid w-full grid-cols-[3.75rem_1fr] pt-3 pr-4" data-testid="projection-chart-frame">
      {/* Label layers are SVGs without a viewBox: their units are CSS pixels, and percentages
          place each label, so no inline style (the CSP strips them) and no script is needed. */}
      <svg className="block h-full w-full overflow-visible" aria-hidden="true">
        {yTicks.map((tick) => (
          <text
            key={tick}
            data-chart-label=""
            x="100%"
            dx={-8}
            y={`${y(tick)}%`}
            textAnchor="end"
            dominantBaseline="middle"
            className={LABEL}
          >
            {compactGBP(tick)}
          </text>
        ))}
      </svg>
      <div className="relative h-56 sm:h-72">
        <svg
          viewBox={`0 0 ${VIEW} ${VIEW}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="block h-full w-full overflow-visible"
          data-testid="projection-chart"
        >
          <title id={titleId}>Your pension pot at the end of each year</title>
          <desc id={descId}>{description}</desc>
          {yTicks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={VIEW}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-line"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path d={area} className="fill-brand/15" />
          <path
            d={line}
            className="fill-none stroke-brand"
            strokeWidth={3}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {runsOut !== null ? (
            <line
              x1={x(runsOut)}
              x2={x(runsOut)}
              y1={0}
              y2={VIEW}
              className="stroke-danger"
              strokeWidth={2}
              strokeDasharray="6 5"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
        <svg
          className="pointer-events-none absolute inset-0 h-full w-full overflow-visible"
          aria-hidden="true"
        >
          {/* The end of the line: drawn here so it stays round however the plot is stretched. */}
          <circle cx={`${x(last.year)}%`} cy={`${y(last.pot)}%`} r={5} className="fill-brand" />
          {runsOut !== null ? (
            <text
              data-chart-label=""
              x={`${x(runsOut)}%`}
              y={18}
              textAnchor={x(runsOut) > 50 ? 'end' : 'start'}
              paintOrder="stroke"
              stroke="white"
              strokeWidth={5}
              className="fill-danger text-[15px] font-semibold"
            >
              {/* Two short lines, so the mark fits beside its line on a 320 px phone. */}
              <tspan x={`${x(runsOut)}%`} dx={x(runsOut) > 50 ? -8 : 8}>
                Runs out
              </tspan>
              <tspan x={`${x(runsOut)}%`} dx={x(runsOut) > 50 ? -8 : 8} dy={19}>
                in year {runsOut}
              </tspan>
            </text>
          ) : null}
        </svg>
      </div>
      <div />
      <svg className="block h-7 w-full overflow-visible" aria-hidden="true">
        {yearTicks(years).map(({ year, wideOnly }) => (
          <text
            key={year}
            data-chart-label=""
            x={`${x(year)}%`}
            y={20}
            textAnchor="middle"
            className={`${LABEL} ${wideOnly ? 'max-sm:hidden' : ''}`}
          >
            {year}
          </text>
        ))}
      </svg>
      <div />
      <p
        aria-hidden="true"
        data-chart-label=""
        className="m-0 mt-1 text-center text-[15px] leading-5 font-semibold text-ink"
      >
        Years from now
      </p>
    </div>
  );
}
