import { TECHNICAL_SIGNAL_COLORS, type TechnicalSignal } from '@/common/constants/charts';
import { formatNumber } from '@/common/format';
import { arcPath, GAUGE_MAX_ANGLE, GAUGE_SEGMENTS, needleAngle, polarPoint } from '../gauge';

interface SignalGaugeProps {
  /** The summary's score in [-1, 1]. */
  score: number;
  signal: TechnicalSignal;
  /** Five-level text: Bán mạnh ... Mua mạnh. */
  label: string;
}

const CX = 110;
const CY = 104;
const RADIUS = 84;
const BAND = 16;
const NEEDLE = RADIUS - 14;

/** The overall signal as a semicircle dial with a needle (plain SVG) and its label in the signal's colour. */
export function SignalGauge({ score, signal, label }: SignalGaugeProps) {
  const angle = needleAngle(score);
  const tip = polarPoint(CX, CY, NEEDLE, angle);
  const color = TECHNICAL_SIGNAL_COLORS[signal];
  const toAngle = (value: number) => value * GAUGE_MAX_ANGLE;
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <svg
        viewBox="0 0 220 124"
        width="100%"
        style={{ maxWidth: 280 }}
        role="img"
        aria-label={`Tổng hợp: ${label} (điểm ${formatNumber(score)})`}
        data-testid="technical-gauge"
        data-angle={String(angle)}
      >
        {GAUGE_SEGMENTS.map((segment) => (
          <path
            key={segment.level}
            d={arcPath(CX, CY, RADIUS, toAngle(segment.from), toAngle(segment.to))}
            stroke={segment.color}
            strokeWidth={BAND}
            fill="none"
          />
        ))}
        <line x1={CX} y1={CY} x2={tip.x} y2={tip.y} stroke="#262626" strokeWidth={3} strokeLinecap="round" />
        <circle cx={CX} cy={CY} r={6} fill="#262626" />
        <text
          x={CX - RADIUS}
          y={CY + 18}
          textAnchor="middle"
          fontSize={10}
          style={{ fill: 'var(--ant-color-text-secondary)' }}
        >
          Bán mạnh
        </text>
        <text
          x={CX + RADIUS}
          y={CY + 18}
          textAnchor="middle"
          fontSize={10}
          style={{ fill: 'var(--ant-color-text-secondary)' }}
        >
          Mua mạnh
        </text>
      </svg>
      <figcaption
        data-testid="technical-signal"
        data-signal={signal}
        style={{ color, fontSize: 22, fontWeight: 600, lineHeight: 1.3 }}
      >
        {label}
      </figcaption>
    </figure>
  );
}
