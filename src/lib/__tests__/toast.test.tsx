/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { ToastHost } from '../ToastHost';
import { registerToast, toast } from '../toast';

describe('toast', () => {
  afterEach(() => {
    registerToast(undefined);
  });

  // First in this file: react-toastify is loaded once per module instance.
  it('draws no container and loads no react-toastify until the first toast', async () => {
    render(<ToastHost />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => {
      toast.info('Đã tải xong');
    });
    expect(await screen.findByText('Đã tải xong')).toBeInTheDocument();
    expect(document.querySelector('.Toastify')).not.toBeNull();
  });

  it('shows the text in react-toastify’s container, styled by its kind', async () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Đã lưu biểu đồ');
    });
    const notice = await screen.findByText('Đã lưu biểu đồ');
    expect(notice.closest('.Toastify__toast--success')).not.toBeNull();
  });

  it('closes a toast after 1.5 s', async () => {
    render(<ToastHost />);
    act(() => {
      toast.info('Đã sao chép liên kết');
    });
    const notice = await screen.findByText('Đã sao chép liên kết');
    // react-toastify closes a toast when its (hidden) progress bar's animation ends.
    const bar = notice.closest('.Toastify__toast')?.querySelector<HTMLElement>('.Toastify__progress-bar');
    expect(bar?.style.animationDuration).toBe('1500ms');
  });

  it('replaces a toast that has the same key instead of stacking it', async () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Biểu đồ đã bị sửa ở nơi khác (1)', { key: 'conflict' });
    });
    await screen.findByText('Biểu đồ đã bị sửa ở nơi khác (1)');
    act(() => {
      toast.error('Biểu đồ đã bị sửa ở nơi khác (2)', { key: 'conflict' });
    });
    await screen.findByText('Biểu đồ đã bị sửa ở nơi khác (2)');
    await waitFor(() => {
      expect(screen.queryByText('Biểu đồ đã bị sửa ở nơi khác (1)')).toBeNull();
    });
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
  });

  it('sends toasts to a registered instance instead (tests of other modules)', () => {
    const error = jest.fn();
    registerToast({ error, success: jest.fn(), info: jest.fn(), warning: jest.fn() });
    toast.error('Lỗi kết nối');
    expect(error).toHaveBeenCalledWith('Lỗi kết nối');
  });
});
