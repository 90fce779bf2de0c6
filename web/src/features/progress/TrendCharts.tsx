import {
  ArcElement, BarController, BarElement, CategoryScale, Chart as ChartJS, DoughnutController, Filler,
  LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartOptions,
} from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { prefersReducedMotion, useChartColors, type ChartColors } from './chart-colors';

// Only the pieces these charts use, so the chart chunk stays small.
ChartJS.register(
  BarController, BarElement, LineController, LineElement, PointElement, Filler, DoughnutController, ArcElement,
  CategoryScale, LinearScale, Tooltip,
);

/** #rrggbb with an alpha channel; other colour syntaxes are returned as they are. */
function withAlpha(color: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  return `${color}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;
}

function axisOptions(colors: ChartColors, yMax?: number, ySuffix = '', yStep?: number): ChartOptions<'bar' | 'line'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : { duration: 400 },
    plugins: {
      legend: { display: false },
      tooltip: { backgroundColor: colors.text, titleColor: colors.surface, bodyColor: colors.surface, displayColors: false },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { color: colors.borderStrong },
        ticks: { color: colors.textMuted, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
      },
      y: {
        beginAtZero: true,
        max: yMax,
        grid: { color: colors.border },
        border: { display: false },
        ticks: { color: colors.textMuted, precision: 0, stepSize: yStep, callback: (value) => `${value}${ySuffix}` },
      },
    },
  };
}

interface SeriesChartProps {
  labels: string[];
  values: number[];
  /** The chart's text alternative (the canvas is an image to assistive technology). */
  summary: string;
}

/** Tasks completed each day. */
export function WorkTrendChart({ labels, values, summary }: SeriesChartProps) {
  const colors = useChartColors();
  return (
    <Bar
      role="img"
      aria-label={summary}
      options={axisOptions(colors) as ChartOptions<'bar'>}
      data={{
        labels,
        datasets: [{
          label: 'Tasks completed',
          data: values,
          backgroundColor: colors.primary,
          hoverBackgroundColor: colors.accent,
          borderRadius: 6,
          maxBarThickness: 36,
        }],
      }}
    />
  );
}

/** Percent of held habits done each day; null where no habit was held. */
export function ConsistencyChart({ labels, values, summary }: { labels: string[]; values: Array<number | null>; summary: string }) {
  const colors = useChartColors();
  const dense = values.length > 45;
  return (
    <Line
      role="img"
      aria-label={summary}
      options={{
        ...(axisOptions(colors, 100, '%', 25) as ChartOptions<'line'>),
        spanGaps: false,
      }}
      data={{
        labels,
        datasets: [{
          label: 'Habits done',
          data: values,
          borderColor: colors.accent,
          backgroundColor: withAlpha(colors.accent, 0.16),
          pointBackgroundColor: colors.accent,
          pointRadius: dense ? 0 : 4,
          pointHoverRadius: 6,
          borderWidth: 2.5,
          tension: 0.3,
          fill: 'origin',
        }],
      }}
    />
  );
}

/** Goals by status, as a ring; the legend beside it carries the numbers. */
export function GoalsDoughnut({ counts, summary }: {
  counts: { label: string; count: number; color: keyof ChartColors }[];
  summary: string;
}) {
  const colors = useChartColors();
  return (
    <Doughnut
      role="img"
      aria-label={summary}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        cutout: '62%',
        animation: prefersReducedMotion() ? false : { duration: 400 },
        plugins: {
          legend: { display: false },
          tooltip: { backgroundColor: colors.text, titleColor: colors.surface, bodyColor: colors.surface },
        },
      }}
      data={{
        labels: counts.map((entry) => entry.label),
        datasets: [{
          data: counts.map((entry) => entry.count),
          backgroundColor: counts.map((entry) => colors[entry.color]),
          borderColor: colors.surface,
          borderWidth: 3,
        }],
      }}
    />
  );
}
