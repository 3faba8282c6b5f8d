import { Flex, Typography } from 'antd';
import { SectionTitle } from '@/components/SectionTitle';
import { TIMEFRAME_LABELS, TIMEFRAMES, type Timeframe } from '@/common/technical';
import { useGetTechnicalSummaryQuery } from '../technicalApi';
import { SignalText } from './SignalText';

/** One timeframe's signal, from the summary endpoint of that resolution (shared with the card's cache). */
function TimeframeCell({ ticker, timeframe }: { ticker: string; timeframe: Timeframe }) {
  const { currentData, isError } = useGetTechnicalSummaryQuery({ ticker, resolution: timeframe });
  let value;
  if (currentData) value = <SignalText signal={currentData.signal} text={currentData.label} />;
  else value = <Typography.Text type="secondary">{isError ? '-' : '...'}</Typography.Text>;
  return (
    <Flex vertical align="center" gap={2} data-testid={`timeframe-${timeframe}`} style={{ flex: 1 }}>
      <Typography.Text type="secondary">{TIMEFRAME_LABELS[timeframe]}</Typography.Text>
      {value}
    </Flex>
  );
}

/** "Tóm tắt theo khung thời gian": the overall signal on daily, weekly and monthly bars. */
export function TimeframeSummary({ ticker }: { ticker: string }) {
  return (
    <section aria-label="Tóm tắt theo khung thời gian">
      <SectionTitle level={4} looks={5}>
        Tóm tắt theo khung thời gian
      </SectionTitle>
      <Flex gap="small">
        {TIMEFRAMES.map((timeframe) => (
          <TimeframeCell key={timeframe} ticker={ticker} timeframe={timeframe} />
        ))}
      </Flex>
    </section>
  );
}
