import { DatePicker, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { newsBody, type AdminNews } from '@/common/contracts/admin';
import { useSaveNewsMutation } from '../adminApi';
import { ContentFormModal } from './ContentFormModal';

interface NewsFormValues {
  ticker: string;
  icbCode: string;
  title: string;
  summary: string;
  body: string;
  source: string;
  url: string;
  publishedAt: Dayjs | null;
}

function newsFormValues(item: AdminNews | null): NewsFormValues {
  return {
    ticker: item?.ticker ?? '',
    icbCode: item?.icbCode ?? '',
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    body: item?.body ?? '',
    source: item?.source ?? '',
    url: item?.url ?? '',
    publishedAt: item ? dayjs(item.publishedAt) : dayjs(),
  };
}

/** Adds a news item (editing null) or edits one. */
export function NewsModal({ editing, onClose }: { editing: AdminNews | null; onClose: () => void }) {
  const [form] = Form.useForm<NewsFormValues>();
  const [save, { isLoading }] = useSaveNewsMutation();

  return (
    <ContentFormModal
      editing={editing !== null}
      texts={{
        addTitle: 'Thêm tin tức',
        editTitle: 'Sửa tin tức',
        addOk: 'Đăng tin',
        added: 'Đã đăng tin tức.',
        saved: 'Đã lưu tin tức.',
      }}
      form={form}
      initialValues={newsFormValues(editing)}
      schema={newsBody}
      toBody={(values) => ({
        ...values,
        url: values.url.trim() || null,
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
        <Form.Item name="ticker" label="Mã chứng khoán" normalize={(value: string) => value.toUpperCase()}>
          <Input maxLength={12} style={{ width: 160 }} placeholder="VD: FPT" />
        </Form.Item>
        <Form.Item name="icbCode" label="Mã ngành ICB">
          <Input maxLength={4} style={{ width: 160 }} placeholder="VD: 8300" />
        </Form.Item>
        <Form.Item name="source" label="Nguồn" required>
          <Input maxLength={200} style={{ width: 200 }} placeholder="VD: CafeF" />
        </Form.Item>
        <Form.Item name="publishedAt" label="Thời điểm đăng" required>
          <DatePicker showTime format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </Space>
      <Form.Item name="url" label="Đường dẫn bài gốc">
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="summary" label="Tóm tắt">
        <Input.TextArea rows={2} maxLength={5000} />
      </Form.Item>
      <Form.Item name="body" label="Nội dung">
        <Input.TextArea rows={6} />
      </Form.Item>
    </ContentFormModal>
  );
}
