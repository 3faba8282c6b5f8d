import { Alert, Button, Card, Flex, Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import {
  ALERT_CONDITION_KINDS,
  CONDITION_KIND_LABELS,
  CONDITION_LIMITS,
  COOLDOWN_CHOICES,
  DIRECTION_LABELS,
  alertSubject,
  describeCondition,
} from '@/common/alerts/conditions';
import type { AlertListResponse } from '@/common/contracts/alerts';
import { RATIO_CATALOGUE } from '@/common/finance/ratios';
import { toast } from '@/lib/toast';
import { useCreateAlertMutation } from '../alertsApi';
import { conditionOf, INITIAL_FORM, valueField, type AlertFormValues } from '../alertFormModel';

const KIND_OPTIONS = ALERT_CONDITION_KINDS.map((kind) => ({
  value: kind,
  label: CONDITION_KIND_LABELS[kind],
}));
const DIRECTION_OPTIONS = (['above', 'below'] as const).map((value) => ({
  value,
  label: DIRECTION_LABELS[value],
}));
const RATIO_OPTIONS = RATIO_CATALOGUE.map((ratio) => ({
  value: ratio.code,
  label: `${ratio.nameVi} (${ratio.code})`,
}));
const COOLDOWN_OPTIONS = COOLDOWN_CHOICES.map((choice) => ({ value: choice.minutes, label: choice.label }));

/** The number fields show thousands separators as the app's figures do (1,234,567.5). */
const withSeparators = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const withoutSeparators = (text: string | undefined) => (text ?? '').replace(/,/g, '');

/**
 * "Tạo cảnh báo": a ticker or a whole watchlist, the condition, e-mail on or off and the wait between
 * two alerts. The sentence under the fields says what will be watched ("HPG vượt lên trên 30,000").
 */
export function AlertForm({ list, atLimit }: { list: AlertListResponse; atLimit: boolean }) {
  const [form] = Form.useForm<AlertFormValues>();
  const values = Form.useWatch([], form) as Partial<AlertFormValues> | undefined;
  const [create, creating] = useCreateAlertMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const current = { ...INITIAL_FORM, ...values };
  const field = valueField(current.kind, current.ratio);
  const condition = conditionOf(current);
  const listName = list.watchlists.find((item) => item.id === current.watchlistId)?.name ?? null;
  const subject =
    current.target === 'ticker'
      ? (current.ticker?.trim().toUpperCase() ?? '') || 'Mã'
      : alertSubject({ ticker: null, watchlistName: listName ?? '…' });
  const needsDirection = ['price', 'pct_change', 'moving_average', 'rsi', 'ratio'].includes(current.kind);

  const submit = async (submitted: AlertFormValues) => {
    const all = { ...INITIAL_FORM, ...submitted };
    const chosen = conditionOf(all);
    if (!chosen) return;
    setFailure(null);
    try {
      await create({
        ...(all.target === 'ticker'
          ? { ticker: all.ticker?.trim().toUpperCase() }
          : { watchlistId: all.watchlistId }),
        condition: chosen,
        notifyEmail: all.notifyEmail,
        cooldownMinutes: all.cooldownMinutes,
      }).unwrap();
      toast.success('Đã tạo cảnh báo.');
      form.resetFields(['ticker', 'value']);
    } catch (error) {
      setFailure((error as { message?: string }).message ?? 'Không tạo được cảnh báo. Vui lòng thử lại.');
    }
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Tạo cảnh báo</h2>} data-testid="alert-form">
      <Form<AlertFormValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL_FORM}
        onFinish={(submitted) => {
          void submit(submitted);
        }}
        disabled={atLimit}
      >
        <Form.Item name="target" label="Theo dõi">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'ticker', label: 'Một mã chứng khoán' },
              { value: 'watchlist', label: 'Cả danh sách theo dõi', disabled: list.watchlists.length === 0 },
            ]}
          />
        </Form.Item>
        {current.target === 'ticker' ? (
          <Form.Item
            name="ticker"
            label="Mã chứng khoán"
            rules={[
              { required: true, message: 'Nhập mã chứng khoán.' },
              {
                pattern: /^\s*[A-Za-z0-9]{1,10}\s*$/,
                message: 'Mã chứng khoán chỉ gồm chữ và số, tối đa 10 ký tự.',
              },
            ]}
          >
            <Input
              placeholder="Ví dụ: HPG"
              maxLength={10}
              autoComplete="off"
              style={{ textTransform: 'uppercase' }}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="watchlistId"
            label="Danh sách theo dõi"
            rules={[{ required: true, message: 'Chọn một danh sách.' }]}
          >
            <Select
              placeholder="Chọn danh sách"
              options={list.watchlists.map((item) => ({
                value: item.id,
                label: `${item.name} (${item.tickers} mã)`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="kind" label="Điều kiện">
          <Select options={KIND_OPTIONS} />
        </Form.Item>
        {current.kind === 'ratio' && (
          <Form.Item name="ratio" label="Chỉ số tài chính (quý gần nhất)">
            <Select showSearch={{ optionFilterProp: 'label' }} options={RATIO_OPTIONS} />
          </Form.Item>
        )}
        {current.kind === 'moving_average' && (
          <Flex gap={12} wrap>
            <Form.Item name="average" label="Đường trung bình">
              <Radio.Group optionType="button" options={['SMA', 'EMA']} />
            </Form.Item>
            <Form.Item name="period" label="Số phiên" rules={[{ required: true, message: 'Nhập số phiên.' }]}>
              <InputNumber
                min={CONDITION_LIMITS.maPeriod.min}
                max={CONDITION_LIMITS.maPeriod.max}
                precision={0}
              />
            </Form.Item>
          </Flex>
        )}
        {current.kind === 'volume_spike' && (
          <Form.Item
            name="multiple"
            label="Khối lượng gấp bao nhiêu lần trung bình 20 phiên"
            rules={[{ required: true, message: 'Nhập số lần.' }]}
          >
            <InputNumber
              min={CONDITION_LIMITS.volumeMultiple.min}
              max={CONDITION_LIMITS.volumeMultiple.max}
              step={0.5}
              suffix="lần"
            />
          </Form.Item>
        )}
        {needsDirection && (
          <Form.Item name="direction" label="Hướng">
            <Select options={DIRECTION_OPTIONS} />
          </Form.Item>
        )}
        {field && (
          <Form.Item
            name="value"
            label={field.label}
            rules={[{ required: true, message: `Nhập ${field.label.toLowerCase()}.` }]}
          >
            <InputNumber
              style={{ width: '100%' }}
              min={field.min}
              max={field.max}
              suffix={field.suffix}
              formatter={withSeparators}
              parser={withoutSeparators}
            />
          </Form.Item>
        )}
        <Flex gap={24} wrap>
          <Form.Item name="cooldownMinutes" label="Chờ giữa hai lần báo">
            <Select options={COOLDOWN_OPTIONS} style={{ minWidth: 140 }} />
          </Form.Item>
          <Form.Item name="notifyEmail" label="Gửi e-mail" valuePropName="checked">
            <Switch disabled={!list.emailAllowed || atLimit} />
          </Form.Item>
        </Flex>
        <Typography.Paragraph data-testid="alert-preview">
          {condition ? (
            <>
              Báo khi: <strong>{describeCondition(subject, condition)}</strong>
            </>
          ) : (
            'Điền đủ các ô để xem cảnh báo.'
          )}
        </Typography.Paragraph>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Button
          type="primary"
          htmlType="submit"
          loading={creating.isLoading}
          disabled={atLimit || !condition}
        >
          Tạo cảnh báo
        </Button>
      </Form>
    </Card>
  );
}
