import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { useRouter } from 'next/router';
import { useId, useMemo, useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import {
  DEFAULT_SORT,
  EMPTY_SCREEN,
  parseScreenText,
  screenText,
  type ScreenDefinition,
} from '@/common/screener/definition';
import { queryStatus } from '@/components/QueryStatus';
import { selectAccessRole } from '@/features/access/useAccess';
import type { DescribedError } from '@/lib/httpErrors';
import { toast } from '@/lib/toast';
import {
  downloadScreen,
  useGetScreenerOptionsQuery,
  useRunScreenQuery,
  useSaveScreenMutation,
  useUpdateScreenMutation,
} from '../screenerApi';
import { useScreenerView } from '../useScreenerView';
import { CriteriaEditor } from './CriteriaEditor';
import { PresetScreens } from './PresetScreens';
import { ResultsSummary } from './ResultsSummary';
import { ResultsTable } from './ResultsTable';
import { SavedScreens } from './SavedScreens';
import { SaveScreenModal } from './SaveScreenModal';
import { ScreenerToolbar } from './ScreenerToolbar';

function errorMessage(error: unknown): string | null {
  return error && typeof error === 'object' && 'message' in error ? (error as DescribedError).message : null;
}

/**
 * /screener (issue 32): build a screen (criteria, ready-made or saved screens), see the matches over
 * every listed stock as a sortable, paged table with the data's date and source, save, share and
 * export it. The screen lives in the address, so a reload or a link keeps it.
 */
export function ScreenerScreen() {
  const router = useRouter();
  const titleId = useId();
  const role = useAppSelector(selectAccessRole);
  const signedIn = role !== 'anonymous';
  const [view, setView] = useScreenerView();
  const parsed = useMemo(() => parseScreenText(view.text), [view.text]);
  const screen = typeof parsed === 'string' ? EMPTY_SCREEN : parsed;
  const options = useGetScreenerOptionsQuery(undefined);
  const query = useRunScreenQuery(
    { ...view.text, page: view.page, pageSize: view.pageSize },
    { skip: typeof parsed === 'string' },
  );
  const [selected, setSelected] = useState<string[]>([]);
  const [saveOpen, setSaveOpen] = useState(false);
  const [save, saveState] = useSaveScreenMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const loginHref = `/account/login?next=${encodeURIComponent(router.asPath)}`;

  const [update] = useUpdateScreenMutation();
  const open = (next: ScreenDefinition, title: string | null, saved: number | null = null) => {
    setSelected([]);
    setView({ text: screenText(next), page: 1, pageSize: view.pageSize, title, saved }, true);
  };
  const savedId = signedIn ? (view.saved ?? null) : null;
  const updateSaved =
    savedId === null
      ? undefined
      : () =>
          update({ id: savedId, name: view.title ?? 'Bộ lọc', ...view.text })
            .unwrap()
            .then(() => {
              toast.success('Đã lưu thay đổi của bộ lọc.');
            })
            .catch((error: unknown) => {
              toast.error(errorMessage(error) ?? 'Không lưu được thay đổi.');
            });
  const { data } = query;
  const failure = typeof parsed === 'string' ? parsed : errorMessage(query.error);
  const status = failure ? null : queryStatus(query, 'Không tải được kết quả lọc.', 8);

  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={1} id={titleId} style={{ marginTop: 0, fontSize: 20 }}>
        Bộ lọc cổ phiếu{view.title ? `: ${view.title}` : ''}
      </Typography.Title>
      <Flex vertical gap="middle">
        <PresetScreens
          current={view.text}
          onPick={(preset) => {
            open(preset.screen, preset.name);
          }}
        />
        <Flex gap="middle" wrap align="start">
          <Card size="small" title="Tiêu chí" style={{ flex: '3 1 560px', minWidth: 0 }}>
            <CriteriaEditor
              key={JSON.stringify(view.text)}
              screen={screen}
              industries={options.data?.industries ?? []}
              onApply={(next) => {
                open(next, view.saved ? view.title : null, view.saved ?? null);
              }}
            />
          </Card>
          {signedIn && (
            <div style={{ flex: '1 1 280px', minWidth: 0 }}>
              <SavedScreens
                onOpen={(saved) => {
                  const next = parseScreenText(saved);
                  if (typeof next !== 'string') open(next, saved.name, saved.id);
                }}
              />
            </div>
          )}
        </Flex>
        <Card size="small" title="Kết quả" data-testid="screener-results">
          <Flex vertical gap="small">
            {failure ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={failure}
                action={
                  <Button
                    onClick={() => {
                      open(EMPTY_SCREEN, null);
                    }}
                  >
                    Bắt đầu lại
                  </Button>
                }
              />
            ) : (
              (status ??
              (data && (
                <>
                  <ResultsSummary data={data} />
                  <ScreenerToolbar
                    role={role}
                    loginHref={loginHref}
                    total={data.total}
                    selected={selected}
                    onSave={() => {
                      setSaveError(null);
                      setSaveOpen(true);
                    }}
                    onUpdate={updateSaved}
                    onExport={(format) =>
                      downloadScreen(view.text, format, data.asOf.session).catch(() => undefined)
                    }
                  />
                  {data.total === 0 ? (
                    <Empty description="Không có mã nào thỏa mãn mọi tiêu chí. Hãy nới ngưỡng hoặc bỏ bớt tiêu chí." />
                  ) : (
                    <ResultsTable
                      data={data}
                      loading={query.isFetching}
                      sort={screen.sort ?? DEFAULT_SORT}
                      selected={selected}
                      onSelect={setSelected}
                      onSort={(sort) => {
                        setView({ ...view, text: screenText({ ...screen, sort }), page: 1 });
                      }}
                      onPage={(page, pageSize) => {
                        setView({ ...view, page, pageSize });
                      }}
                    />
                  )}
                </>
              )))
            )}
          </Flex>
        </Card>
      </Flex>
      {saveOpen && (
        <SaveScreenModal
          open
          initialName={view.title ?? ''}
          saving={saveState.isLoading}
          error={saveError}
          onCancel={() => {
            setSaveOpen(false);
          }}
          onSave={(name) => {
            save({ name, ...view.text })
              .unwrap()
              .then((created) => {
                setSaveOpen(false);
                setView({ ...view, title: name, saved: created.id });
              })
              .catch((error: unknown) => {
                setSaveError(errorMessage(error) ?? 'Không lưu được bộ lọc.');
              });
          }}
        />
      )}
    </section>
  );
}
