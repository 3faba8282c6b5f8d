import {
  TECHNICAL_SIGNAL_COLORS,
  TECHNICAL_SIGNAL_LABELS,
  type TechnicalSignal,
} from '@/common/constants/charts';
import type { SignalCounts } from '@/common/technical';

/** "Mua", "Bán" or "Trung lập" in the signal's colour. */
export function SignalText({ signal, text }: { signal: TechnicalSignal; text?: string }) {
  return (
    <span data-signal={signal} style={{ color: TECHNICAL_SIGNAL_COLORS[signal], fontWeight: 600 }}>
      {text ?? TECHNICAL_SIGNAL_LABELS[signal]}
    </span>
  );
}

/** "Mua: 8 · Bán: 6 · Trung lập: 5". */
export function countsText(counts: SignalCounts): string {
  return (['buy', 'sell', 'neutral'] as const)
    .map((signal) => `${TECHNICAL_SIGNAL_LABELS[signal]}: ${String(counts[signal])}`)
    .join(' · ');
}
