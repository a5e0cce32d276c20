import { useId } from 'react';
import { indiaDay } from '@rp/contract';

export interface DayCount {
  date: string;
  count: number;
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 16, right: 8, bottom: 26, left: 28 };

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' without time-zone shifts. */
function formatDay(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
}

function dayOf(date: string): number {
  const match = /-(\d{2})(?:T|$)/.exec(date);
  return match ? Number(match[1]) : NaN;
}

/** A small SVG bar chart of quotes per day this month; 'Chart Data Unavailable' when there is nothing to draw. */
export function QuotesChart({ data }: { data: DayCount[] | undefined }) {
  const titleId = useId();
  if (!data || data.length === 0) {
    return (
      <div className="flex h-48 items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm font-medium text-slate-500 dark:border-slate-700 dark:text-slate-400">
        Chart Data Unavailable
      </div>
    );
  }

  const total = data.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(1, ...data.map((d) => d.count));
  const niceMax = max <= 4 ? max : Math.ceil(max / 4) * 4;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / data.length;
  const barW = Math.max(2, slot * 0.62);
  const ticks = niceMax <= 4 ? Array.from({ length: niceMax + 1 }, (_, i) => i) : [0, niceMax / 4, niceMax / 2, (3 * niceMax) / 4, niceMax];
  const today = indiaDay();
  const busiest = data.reduce((best, d) => (d.count > best.count ? d : best), data[0]!);
  const summary =
    total === 0
      ? 'No quote requests so far this month.'
      : `${total} quote request${total === 1 ? '' : 's'} this month; busiest day ${formatDay(busiest.date)} with ${busiest.count}.`;

  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>{`Quotes per day this month. ${summary}`}</title>
        {ticks.map((tick) => {
          const y = PAD.top + plotH - (tick / niceMax) * plotH;
          return (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y}
                y2={y}
                className="stroke-slate-200 dark:stroke-slate-700"
                strokeDasharray={tick === 0 ? undefined : '3 4'}
              />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="fill-slate-500 text-[11px] dark:fill-slate-400">
                {Number.isInteger(tick) ? tick : tick.toFixed(1)}
              </text>
            </g>
          );
        })}
        {data.map((d, i) => {
          const h = (d.count / niceMax) * plotH;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          const day = dayOf(d.date);
          const isToday = d.date.slice(0, 10) === today;
          const showLabel = day === 1 || day % 5 === 0 || i === data.length - 1;
          return (
            <g key={d.date}>
              <rect
                x={x}
                y={PAD.top + plotH - Math.max(h, d.count > 0 ? 2 : 0)}
                width={barW}
                height={Math.max(h, d.count > 0 ? 2 : 0)}
                rx={Math.min(3, barW / 2)}
                className={isToday ? 'fill-amber-brand-500' : 'fill-steel-500 dark:fill-steel-400'}
              >
                <title>{`${formatDay(d.date)}: ${d.count} quote${d.count === 1 ? '' : 's'}`}</title>
              </rect>
              {showLabel && Number.isFinite(day) ? (
                <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-500 text-[11px] dark:fill-slate-400">
                  {day}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-xs text-slate-500 dark:text-slate-400">{summary}</figcaption>
    </figure>
  );
}
