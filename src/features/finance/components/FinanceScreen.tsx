import type { SerializedError } from '@reduxjs/toolkit';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useAppSelector } from '@/application/hooks';
import { FINANCE_TYPE_LABELS, type FinanceType } from '@/common/constants/finance';
import { DERIVED_BASE_STATEMENTS } from '@/common/constants/finance';
import { LimitedNotice, useStaleAccessRefetch } from '@/features/access';
import { selectGrowthView, selectTextSearch, selectTicker } from '@/features/enterprise/enterpriseSlice';
import type { DescribedError } from '@/lib/httpErrors';
import { downloadExport, exportFileName, type ExportFormat } from '../export';
import { financeQueryArgs, useGetFinanceDataQuery, type DerivedBaseStatement } from '../financeApi';
import { financeUrlQuery } from '../financeUrl';
import {
  buildFinanceTable,
  expandedKeysToDepth,
  growthViewLabel,
  periodCaption,
  statementTitle,
  unitCaption,
  visibleRows,
} from '../financeView';
import { FinanceTabs } from './FinanceTabs';
import { FinanceToolbar, type ExpandDepth } from './FinanceToolbar';
import { useFinanceView } from '../useFinanceView';
import { StatementTable } from './StatementTable';
import { toast } from '@/lib/toast';

const INVALID_DATA = 'Dữ liệu nhận được không đúng định dạng. Vui lòng thử lại.';

function errorMessage(error: DescribedError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  // A described HTTP error carries a Vietnamese message; anything else is a response we could not read.
  return 'kind' in error ? error.message : INVALID_DATA;
}

/** One statement (or derived view) of the current ticker: tabs, toolbar and the table. */
export function FinanceScreen({ tableName }: { tableName: FinanceType }) {
  const ticker = useAppSelector(selectTicker);
  const [{ unit, periodType, numberPeriodShow }] = useFinanceView();
  const growthView = useAppSelector(selectGrowthView);
  const search = useDeferredValue(useAppSelector(selectTextSearch));
  const [statement, setStatement] = useState<DerivedBaseStatement | undefined>();
  const [expandDepth, setExpandDepth] = useState<ExpandDepth>('all');
  const [manual, setManual] = useState<{ keys: string[]; context: string } | null>(null);
  const [exporting, setExporting] = useState<ExportFormat>();
  const statementId = useId();

  const derived = tableName === 'ANNUALIZE' || tableName === 'TRAILING';
  const args = financeQueryArgs({ ticker, tableName, periodType, numberPeriodShow, statement, growthView });
  const { data, isLoading, isFetching, error, refetch } = useGetFinanceDataQuery(args);
  useStaleAccessRefetch({
    code: 'FINANCE_REPORT_ALL',
    notice: data?.access,
    queryKey: JSON.stringify(args),
    refetch,
  });
  const table = useMemo(
    () => (data ? buildFinanceTable(data, { unit, numberPeriodShow, search }) : undefined),
    [data, unit, numberPeriodShow, search],
  );

  // A row opened or closed by hand holds until the level, the search or the table changes.
  const context = `${tableName}|${String(expandDepth)}|${search}`;
  const expandedKeys = useMemo(() => {
    if (!table) return [];
    if (manual && manual.context === context) return manual.keys;
    const depth = expandDepth === 'all' || search.trim() ? Number.POSITIVE_INFINITY : expandDepth;
    return expandedKeysToDepth(table.rows, depth);
  }, [table, manual, context, expandDepth, search]);

  const title = statementTitle(tableName, derived ? (data?.statement ?? statement) : undefined);
  const caption = unitCaption(table?.kind ?? 'value', unit);

  const onExport = (format: ExportFormat) => {
    if (!table) return;
    // What the table shows: the answer on screen may still be the previous view's while the next loads.
    const shownView = data?.growth ?? 'value';
    setExporting(format);
    downloadExport(format, exportFileName(ticker, tableName, periodType, shownView, format), {
      ticker,
      title,
      unitCaption: caption,
      periodCaption: periodCaption(periodType),
      growthCaption: shownView === 'value' ? undefined : growthViewLabel(shownView, periodType),
      kind: table.kind,
      columns: table.columns,
      rows: visibleRows(table.rows, expandedKeys),
    })
      .catch(() => {
        toast.error('Không xuất được tệp. Vui lòng thử lại.');
      })
      .finally(() => {
        setExporting(undefined);
      });
  };

  return (
    <section aria-labelledby={`${statementId}-title`}>
      <FinanceTabs
        active={tableName}
        query={financeUrlQuery({ ticker, unit, periodType, numberPeriodShow })}
      />
      <Typography.Title level={3} id={`${statementId}-title`} style={{ marginTop: 0 }}>
        {title} <Typography.Text type="secondary">{ticker}</Typography.Text>
      </Typography.Title>
      <Flex vertical gap="middle">
        <FinanceToolbar
          maxDepth={table?.maxDepth ?? 0}
          expandDepth={expandDepth}
          onExpandDepthChange={(depth) => {
            setExpandDepth(depth);
            setManual(null);
          }}
          onExport={onExport}
          canExport={Boolean(table && table.columns.length > 0 && table.rows.length > 0)}
          exporting={exporting}
          periodTypes={data?.periodTypes}
          extra={
            derived && (
              <Flex align="center" gap={6}>
                <Typography.Text type="secondary">
                  <label htmlFor={statementId}>Báo cáo gốc</label>
                </Typography.Text>
                <Select<DerivedBaseStatement>
                  id={statementId}
                  size="small"
                  style={{ width: 220 }}
                  value={statement ?? 'INCOME_STATEMENT'}
                  options={DERIVED_BASE_STATEMENTS.map((value) => ({
                    value,
                    label: FINANCE_TYPE_LABELS[value],
                  }))}
                  onChange={setStatement}
                />
              </Flex>
            )
          }
        />
        <LimitedNotice access={data?.access} />
        <StatementTable
          table={table}
          loading={isLoading}
          refreshing={isFetching && !isLoading}
          error={errorMessage(error)}
          onRetry={() => {
            void refetch();
          }}
          expandedKeys={expandedKeys}
          onExpandedKeysChange={(keys) => {
            setManual({ keys, context });
          }}
          unitCaption={caption}
          label={`${title} ${ticker}`}
          searching={search.trim() !== ''}
        />
      </Flex>
    </section>
  );
}
