/**
 * The payment screens' messages and the order-code shape, free of zod so the checkout and the result
 * page import them without bringing zod into their first-load JavaScript (issue 27); payments.ts
 * builds the schemas on them and re-exports them.
 */
export const PAYMENT_MESSAGES = {
  discountUnknown: 'Mã giảm giá không tồn tại hoặc đã hết hiệu lực.',
  discountNotForPlan: 'Mã giảm giá không áp dụng cho gói này.',
  discountUsedUp: 'Mã giảm giá đã hết lượt sử dụng.',
  orderUnknown: 'Không tìm thấy đơn hàng.',
  gatewayUnavailable: 'Cổng thanh toán đang gián đoạn, vui lòng thử lại sau.',
  gatewayRefused: 'Cổng thanh toán từ chối tạo giao dịch, vui lòng thử lại.',
  methodUnavailable: 'Phương thức thanh toán này chưa được hỗ trợ.',
} as const;

/** An order code as our server issues it (also what the result page accepts from its address). */
export const ORDER_CODE_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
