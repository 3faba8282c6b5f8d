import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, List, Typography, Upload } from 'antd';
import { useState } from 'react';
import { CSV_HEADER_EXAMPLE } from '@/common/portfolio/csv';
import { useImportTransactionsMutation, type PortfolioWriteError } from '../portfoliosApi';

const EXAMPLE = [
  CSV_HEADER_EXAMPLE,
  '2025-01-02,nap,,,,100000000,,,',
  '2025-01-03,mua,FPT,1000,120000,,,,lô đầu',
  '2025-05-06,ban,FPT,300,135000,,,,',
].join('\n');

/** "Nhập từ tệp CSV": the documented header, and either every row written or the refused rows with their reasons. */
export function ImportCsvCard({ id }: { id: number }) {
  const [importCsv, { isLoading }] = useImportTransactionsMutation();
  const [result, setResult] = useState<{ imported?: number; error?: PortfolioWriteError } | null>(null);
  const send = async (file: File) => {
    setResult(null);
    const csv = await file.text();
    const answer = await importCsv({ id, csv });
    setResult(
      'error' in answer ? { error: answer.error as PortfolioWriteError } : { imported: answer.data.imported },
    );
  };
  return (
    <Card title="Nhập giao dịch từ tệp CSV" data-testid="portfolio-import">
      <Typography.Paragraph>
        Tệp UTF-8, dòng đầu là tiêu đề (tiếng Việt hoặc tiếng Anh, không phân biệt dấu, cách nhau bằng dấu
        phẩy hoặc chấm phẩy). Số viết liền, dấu chấm thập phân. Loại: mua, ban, co_tuc_tien, co_tuc_co_phieu,
        nap, rut, phi, thue. Phí/thuế để trống lấy theo tỷ lệ mặc định của danh mục. Cả tệp được ghi một lần:
        có dòng lỗi thì không ghi dòng nào.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{EXAMPLE}</pre>
      </Typography.Paragraph>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={isLoading}>
          Chọn tệp CSV
        </Button>
      </Upload>
      {result?.imported !== undefined && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={`Đã nhập ${String(result.imported)} giao dịch.`}
        />
      )}
      {result?.error && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          title={result.error.message}
          description={
            result.error.details && result.error.details.length > 0 ? (
              <List
                size="small"
                dataSource={result.error.details}
                renderItem={(item) => (
                  <List.Item key={item.path}>
                    <Typography.Text strong>{item.path}</Typography.Text>: {item.message}
                  </List.Item>
                )}
              />
            ) : undefined
          }
        />
      )}
    </Card>
  );
}
