import { useId } from 'react';
import { formatGBP } from '../../../widget/core/money.ts';
import type { ProjectionYear } from './drawdown-projection.ts';

/**
 * The plot is an SVG stretched to its box (0 to 100 both ways, strokes kept at their width); every
 * label is HTML text placed by percentage beside it, so labels keep their CSS size at any width,
 * with or without script: never scaled down with the drawing on a phone.
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

const LABEL = 'text-[15px] leading-5 text-muted';

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
      <div className="relative" aria-hidden="true">
        {yTicks.map((tick) => (
          <span
            key={tick}
            data-chart-label=""
            className={`absolute right-2 -translate-y-1/2 whitespace-nowrap ${LABEL}`}
            style={{ top: `${y(tick)}%` }}
          >
            {compactGBP(tick)}
          </span>
        ))}
      </div>
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
        {/* The end of the line, as HTML so it stays round however the plot is stretched. */}
        <span
          aria-hidden="true"
          className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand"
          style={{ left: `${x(last.year)}%`, top: `${y(last.pot)}%` }}
        />
        {runsOut !== null ? (
          <span
            aria-hidden="true"
            data-chart-label=""
            className={`absolute top-1 max-w-[60%] rounded bg-white/90 px-1 text-[15px] leading-5 font-semibold text-danger ${x(runsOut) > 60 ? '-translate-x-full pr-2' : 'pl-2'}`}
            style={{ left: `${x(runsOut)}%` }}
          >
            Runs out in year {runsOut}
          </span>
        ) : null}
      </div>
      <div />
      <div className="relative h-7" aria-hidden="true">
        {yearTicks(years).map(({ year, wideOnly }) => (
          <span
            key={year}
            data-chart-label=""
            className={`absolute top-1.5 -translate-x-1/2 ${LABEL} ${wideOnly ? 'max-sm:hidden' : ''}`}
            style={{ left: `${x(year)}%` }}
          >
            {year}
          </span>
        ))}
      </div>
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
