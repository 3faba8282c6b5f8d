import { DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  documentBody,
  type AdminDocument,
  type DocumentKind,
} from '@/common/contracts/admin';
import { useSaveDocumentMutation } from '../adminApi';
import { ContentFormModal } from './ContentFormModal';

interface DocumentFormValues {
  ticker: string;
  icbCode: string;
  kind: DocumentKind;
  title: string;
  year: number | null;
  fileUrl: string;
  mimeType: string;
  publishedAt: Dayjs | null;
}

function documentFormValues(item: AdminDocument | null): DocumentFormValues {
  return {
    ticker: item?.ticker ?? '',
    icbCode: item?.icbCode ?? '',
    kind: item?.kind ?? 'financial_statement',
    title: item?.title ?? '',
    year: item?.year ?? null,
    fileUrl: item?.fileUrl ?? '',
    mimeType: item?.mimeType ?? 'application/pdf',
    publishedAt: item ? dayjs(item.publishedAt) : dayjs(),
  };
}

/** Adds a document (editing null) or edits one. */
export function DocumentModal({ editing, onClose }: { editing: AdminDocument | null; onClose: () => void }) {
  const [form] = Form.useForm<DocumentFormValues>();
  const [save, { isLoading }] = useSaveDocumentMutation();

  return (
    <ContentFormModal
      editing={editing !== null}
      texts={{
        addTitle: 'Thêm tài liệu',
        editTitle: 'Sửa tài liệu',
        addOk: 'Thêm tài liệu',
        added: 'Đã thêm tài liệu.',
        saved: 'Đã lưu tài liệu.',
      }}
      form={form}
      initialValues={documentFormValues(editing)}
      schema={documentBody}
      toBody={(values) => ({
        ...values,
        publishedAt: values.publishedAt ? values.publishedAt.toISOString() : undefined,
      })}
      save={async (body) => (await save({ id: editing?.id, body })).data}
      isSaving={isLoading}
      onClose={onClose}
    >
      <Form.Item name="title" label="Tiêu đề" required>
        <Input maxLength={500} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="kind" label="Loại tài liệu" required>
          <Select
            style={{ width: 200 }}
            options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] }))}
          />
        </Form.Item>
        <Form.Item name="ticker" label="Mã chứng khoán" normalize={(value: string) => value.toUpperCase()}>
          <Input maxLength={12} style={{ width: 160 }} placeholder="VD: FPT" />
        </Form.Item>
        <Form.Item name="icbCode" label="Mã ngành ICB">
          <Input maxLength={4} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="year" label="Năm">
          <InputNumber<number> min={1990} max={2100} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="publishedAt" label="Ngày công bố" required>
          <DatePicker showTime format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </Space>
      <Form.Item name="fileUrl" label="Đường dẫn tệp" required>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="mimeType" label="Kiểu tệp">
        <Input placeholder="application/pdf" />
      </Form.Item>
    </ContentFormModal>
  );
}
