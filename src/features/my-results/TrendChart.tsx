import Box from '@mui/material/Box';
import { useId } from 'react';
import type { FollowUpEntry } from '../../../schemas';
import type { KeptResult } from './keptResults';

/** Light fills by level 0-4, the badge's colours (features/results/gradeColours.ts) as tints behind the line. */
const bandFill = ['#e8f5e9', '#fff8e1', '#fff3e0', '#ffebee', '#ffcdd2'] as const;

const width = 300;
const height = 190;
const margin = { top: 14, right: 12, bottom: 30, left: 30 };

interface Point {
  x: number;
  y: number;
  value: number;
  date: string;
}

/**
 * One test's kept results over time as a plain SVG (no chart library: a few points cost nothing to draw),
 * the total over the instrument's bands where the catalogue has them, else the level (0-4) over the levels.
 * It scales to the phone's width; the table beside it (MyResultsPage) is its text equivalent.
 */
export function TrendChart({
  entries,
  trend,
  label,
  formatDay,
}: {
  /** Oldest first. */
  entries: KeptResult[];
  trend: FollowUpEntry['trend'];
  label: string;
  formatDay: (ms: number) => string;
}) {
  const titleId = useId();
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  // The total over the catalogue's bands; otherwise the level, whose bands are the levels themselves.
  const top = trend ? trend.max : 4;
  const bands = trend
    ? trend.bands.filter((band) => band.min <= trend.max)
    : [0, 1, 2, 3, 4].map((level) => ({ min: level - 0.5, max: level + 0.5, level }));
  const valueOf = (entry: KeptResult) => (trend ? entry.result.totalScore : (entry.result.level ?? 0));
  const bottom = trend ? 0 : -0.5;
  const ceiling = trend ? top : 4.5;
  const yOf = (value: number) =>
    margin.top + plotH - ((Math.min(Math.max(value, bottom), ceiling) - bottom) / (ceiling - bottom)) * plotH;

  const first = entries[0]?.completedAt ?? 0;
  const span = (entries.at(-1)?.completedAt ?? first) - first;
  const xOf = (entry: KeptResult, index: number) =>
    margin.left +
    (entries.length === 1
      ? plotW / 2
      : span > 0
        ? ((entry.completedAt - first) / span) * plotW
        : (index / (entries.length - 1)) * plotW);
  const points: Point[] = entries.map((entry, index) => ({
    x: xOf(entry, index),
    y: yOf(valueOf(entry)),
    value: valueOf(entry),
    date: formatDay(entry.completedAt),
  }));
  // Band edges as ticks: where one band ends and the next begins (and the scale's ends).
  const ticks = trend
    ? [...new Set([0, ...bands.map((band) => band.min), top])].sort((a, b) => a - b)
    : [0, 1, 2, 3, 4];

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      data-testid="trend-chart"
      sx={{ width: '100%', maxWidth: 560, height: 'auto', display: 'block', fontSize: 13 }}
    >
      <title id={titleId}>{label}</title>
      {bands.map((band) => {
        const y1 = yOf(trend ? band.max + (Number.isInteger(band.max) ? 1 : 0) : band.max);
        const y2 = yOf(band.min);
        return (
          <rect
            key={`${band.min}-${band.max}`}
            data-level={band.level}
            x={margin.left}
            width={plotW}
            y={Math.min(y1, y2)}
            height={Math.abs(y2 - y1)}
            fill={bandFill[band.level]}
          />
        );
      })}
      {ticks.map((tick) => (
        <text key={tick} x={margin.left - 4} y={yOf(tick) + 4} textAnchor="end" fill="#333">
          {tick}
        </text>
      ))}
      <line x1={margin.left} x2={margin.left} y1={margin.top} y2={margin.top + plotH} stroke="#555" />
      <line
        x1={margin.left}
        x2={margin.left + plotW}
        y1={margin.top + plotH}
        y2={margin.top + plotH}
        stroke="#555"
      />
      <polyline
        points={points.map((point) => `${point.x},${point.y}`).join(' ')}
        fill="none"
        stroke="#1565c0"
        strokeWidth={2}
      />
      {points.map((point, index) => (
        <g key={index}>
          <circle cx={point.x} cy={point.y} r={4} fill="#1565c0" />
          {/* Beside the point, inward, so the first one's value never sits on the axis labels. */}
          <text
            x={point.x + (index === points.length - 1 && points.length > 1 ? -7 : 7)}
            y={point.y - 7}
            textAnchor={index === points.length - 1 && points.length > 1 ? 'end' : 'start'}
            fill="#0d47a1"
            fontWeight={700}
          >
            {point.value}
          </text>
        </g>
      ))}
      {/* Dates of the first and the last result only: more would overlap on a phone; the table has them all. */}
      {[points[0], points.length > 1 ? points.at(-1) : undefined].map(
        (point, index) =>
          point && (
            <text
              key={index}
              x={point.x}
              y={height - 10}
              textAnchor={points.length === 1 ? 'middle' : index === 0 ? 'start' : 'end'}
              fill="#333"
            >
              {point.date}
            </text>
          ),
      )}
    </Box>
  );
}
