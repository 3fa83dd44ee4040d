import { useEffect, useId, useRef, useState } from 'react';
import { formatGBP } from '../../../widget/core/money.ts';
import type { ProjectionYear } from './drawdown-projection.ts';

/** Drawn at the width it is shown at, so the labels stay at a readable size on a phone. */
const DEFAULT_WIDTH = 720;
const HEIGHT = 320;
const PAD = { top: 20, right: 20, bottom: 48, left: 76 };

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

/**
 * The pot year by year as an SVG area chart, with the year the money runs out marked. Decorative
 * detail is hidden from screen readers; the title and description say what it shows, and the page
 * carries the same figures as a table.
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
  const frame = useRef<HTMLDivElement>(null);
  const [WIDTH, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? DEFAULT_WIDTH);
      if (width > 0) setWidth(width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const points = [{ year: 0, pot: startPot }, ...rows.map((row) => ({ year: row.year, pot: row.endPot }))];
  const years = rows.length;
  const { max, step } = niceScale(Math.max(...points.map((p) => p.pot)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (year: number) => PAD.left + (years === 0 ? 0 : (year / years) * plotW);
  const y = (pot: number) => PAD.top + plotH - (pot / max) * plotH;
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.year).toFixed(1)},${y(p.pot).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${x(years).toFixed(1)},${y(0).toFixed(1)} L${x(0).toFixed(1)},${y(0).toFixed(1)} Z`;
  const yTicks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
  const narrow = plotW < 360;
  const xEvery = years <= 10 ? (narrow ? 2 : 1) : years <= 25 ? 5 : 10;
  const xTicks = Array.from({ length: Math.floor(years / xEvery) + 1 }, (_, i) => i * xEvery);
  const last = points.at(-1)!;
  const description =
    runsOutInYear !== null && runsOutInYear <= years
      ? `The pot falls from ${formatGBP(startPot)} and runs out in year ${runsOutInYear}.`
      : `The pot goes from ${formatGBP(startPot)} to ${formatGBP(last.pot)} after ${years} years.`;

  return (
    <div ref={frame} className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="h-auto w-full"
        data-testid="projection-chart"
      >
        <title id={titleId}>Your pension pot at the end of each year</title>
        <desc id={descId}>{description}</desc>
        <g>
          {yTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-line"
                strokeWidth={1}
              />
              <text
                x={PAD.left - 10}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted text-[15px]"
              >
                {compactGBP(tick)}
              </text>
            </g>
          ))}
          {xTicks.map((tick) => (
            <text
              key={tick}
              x={x(tick)}
              y={HEIGHT - PAD.bottom + 22}
              textAnchor="middle"
              className="fill-muted text-[15px]"
            >
              {tick}
            </text>
          ))}
          <text
            x={PAD.left + plotW / 2}
            y={HEIGHT - 6}
            textAnchor="middle"
            className="fill-ink text-[15px] font-semibold"
          >
            Years from now
          </text>
          <path d={area} className="fill-brand/15" />
          <path d={line} className="fill-none stroke-brand" strokeWidth={3} strokeLinejoin="round" />
          {runsOutInYear !== null && runsOutInYear <= years ? (
            <g>
              <line
                x1={x(runsOutInYear)}
                x2={x(runsOutInYear)}
                y1={PAD.top}
                y2={y(0)}
                className="stroke-danger"
                strokeWidth={2}
                strokeDasharray="6 5"
              />
              <text
                x={x(runsOutInYear) + (x(runsOutInYear) > WIDTH * 0.7 ? -8 : 8)}
                y={PAD.top + 16}
                textAnchor={x(runsOutInYear) > WIDTH * 0.7 ? 'end' : 'start'}
                className="fill-danger text-[15px] font-semibold"
              >
                Runs out in year {runsOutInYear}
              </text>
            </g>
          ) : null}
          <circle cx={x(last.year)} cy={y(last.pot)} r={5} className="fill-brand" />
        </g>
      </svg>
    </div>
  );
}
