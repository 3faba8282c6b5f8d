import type { OrderStatusName } from '@/common/contracts/payments';

/** Short status names of the order history. */
export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  pending: 'Chờ thanh toán',
  paid: 'Thành công',
  failed: 'Thất bại',
  cancelled: 'Đã huỷ',
  expired: 'Hết hạn',
};

export const ORDER_STATUS_COLORS: Record<OrderStatusName, string> = {
  pending: 'processing',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  expired: 'warning',
};

export const RESULT_TITLES: Record<OrderStatusName, string> = {
  pending: 'Đang chờ xác nhận thanh toán…',
  paid: 'Thanh toán thành công',
  failed: 'Thanh toán không thành công',
  cancelled: 'Giao dịch đã bị huỷ',
  expired: 'Đơn hàng đã hết hạn thanh toán',
};

export const BANK_PENDING_NOTICE = 'Đơn hàng sẽ được kích hoạt sau khi quản trị viên xác nhận chuyển khoản.';
