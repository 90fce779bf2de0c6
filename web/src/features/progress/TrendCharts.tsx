import {
  ArcElement, BarController, BarElement, CategoryScale, Chart as ChartJS, DoughnutController, Filler,
  LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartOptions,
} from 'chart.js';
import { useLingui } from '@lingui/react/macro';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { formatNumber, formatPercent } from '../../ui/i18n/format';
import { currentLocale } from '../../ui/i18n/i18n';
import { directionOf } from '../../ui/i18n/locales';
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

/**
 * The axes read in the locale's direction: in right-to-left the days run from the right, with
 * the values' axis on the right too. `yTick` writes a value of the vertical axis.
 */
function axisOptions(colors: ChartColors, yTick: (value: number) => string, yMax?: number, yStep?: number): ChartOptions<'bar' | 'line'> {
  const rtl = directionOf(currentLocale()) === 'rtl';
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : { duration: 400 },
    plugins: {
      legend: { display: false },
      tooltip: { backgroundColor: colors.text, titleColor: colors.surface, bodyColor: colors.surface, displayColors: false, rtl },
    },
    scales: {
      x: {
        reverse: rtl,
        grid: { display: false },
        border: { color: colors.borderStrong },
        ticks: { color: colors.textMuted, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
      },
      y: {
        position: rtl ? 'right' : 'left',
        beginAtZero: true,
        max: yMax,
        grid: { color: colors.border },
        border: { display: false },
        ticks: { color: colors.textMuted, precision: 0, stepSize: yStep, callback: (value) => yTick(Number(value)) },
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
  const { t } = useLingui();
  const colors = useChartColors();
  return (
    <Bar
      role="img"
      aria-label={summary}
      options={axisOptions(colors, (value) => formatNumber(value)) as ChartOptions<'bar'>}
      data={{
        labels,
        datasets: [{
          label: t`Tasks completed`,
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
  const { t } = useLingui();
  const colors = useChartColors();
  const dense = values.length > 45;
  return (
    <Line
      role="img"
      aria-label={summary}
      options={{
        ...(axisOptions(colors, (value) => formatPercent(value / 100), 100, 25) as ChartOptions<'line'>),
        spanGaps: false,
      }}
      data={{
        labels,
        datasets: [{
          label: t`Habits done`,
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
          tooltip: { backgroundColor: colors.text, titleColor: colors.surface, bodyColor: colors.surface, rtl: directionOf(currentLocale()) === 'rtl' },
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
