interface SparklineProps {
  /** Oldest first; null breaks the line. */
  values: readonly (number | null)[];
  width?: number;
  height?: number;
  label: string;
}

const PADDING = 2;

/**
 * A tiny trend line as inline SVG (no chart library): each run of consecutive values is one
 * polyline, the last point a dot. Nothing is drawn with fewer than two values.
 */
export function Sparkline({ values, width = 96, height = 24, label }: SparklineProps) {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (present.length < 2) return <span aria-label={label}>-</span>;
  const min = Math.min(...present);
  const max = Math.max(...present);
  const span = max - min || 1;
  const step = values.length > 1 ? (width - 2 * PADDING) / (values.length - 1) : 0;
  const point = (value: number, index: number): [number, number] => [
    PADDING + index * step,
    height - PADDING - ((value - min) / span) * (height - 2 * PADDING),
  ];
  const runs: [number, number][][] = [];
  let current: [number, number][] = [];
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      if (current.length > 0) runs.push(current);
      current = [];
      return;
    }
    current.push(point(value, index));
  });
  if (current.length > 0) runs.push(current);
  const lastIndex = values.findLastIndex((value) => value !== null && Number.isFinite(value));
  const lastValue = values[lastIndex];
  const last = lastValue === null || lastValue === undefined ? null : point(lastValue, lastIndex);
  return (
    <svg width={width} height={height} role="img" aria-label={label} data-testid="sparkline">
      {runs.map((run) => (
        <polyline
          key={run.map(([x]) => x).join('-')}
          points={run.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
          fill="none"
          style={{ stroke: 'var(--ant-color-primary)' }}
          strokeWidth={1.5}
        />
      ))}
      {last && <circle cx={last[0]} cy={last[1]} r={2} style={{ fill: 'var(--ant-color-primary)' }} />}
    </svg>
  );
}
