/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { registerToast, toast } from '../toast';

describe('toast', () => {
  afterEach(() => {
    registerToast(undefined);
  });

  it("loads antd's message on the first toast and shows the text", async () => {
    toast.success('Đã lưu biểu đồ');
    const notice = await screen.findByText('Đã lưu biểu đồ', {}, { timeout: 5000 });
    expect(notice.closest('.ant-message-notice-success')).not.toBeNull();
  });

  it('replaces a toast that has the same key instead of stacking it', async () => {
    toast.error('Biểu đồ đã bị sửa ở nơi khác (1)', { key: 'conflict' });
    await screen.findByText('Biểu đồ đã bị sửa ở nơi khác (1)', {}, { timeout: 5000 });
    toast.error('Biểu đồ đã bị sửa ở nơi khác (2)', { key: 'conflict' });
    await screen.findByText('Biểu đồ đã bị sửa ở nơi khác (2)', {}, { timeout: 5000 });
    await waitFor(() => {
      expect(screen.queryByText('Biểu đồ đã bị sửa ở nơi khác (1)')).toBeNull();
    });
  });

  it('sends toasts to a registered instance instead (tests of other modules)', () => {
    const error = jest.fn();
    registerToast({ error, success: jest.fn(), info: jest.fn(), warning: jest.fn() });
    toast.error('Lỗi kết nối');
    expect(error).toHaveBeenCalledWith('Lỗi kết nối');
  });
});
