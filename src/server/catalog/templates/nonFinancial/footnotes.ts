import type { ItemSpec } from '../types';

/**
 * Notes to the statements of non-financial companies (Circular 200/2014/TT-BTC, B09-DN): detail of
 * inventories, receivables, borrowings, fixed assets and revenue. Balances are stocks, the rest flows.
 */
// prettier-ignore
export const NON_FINANCIAL_FOOTNOTES: readonly ItemSpec[] = [
  [0, 'INVENTORIES_DETAIL', 'Hàng tồn kho (giá gốc)', 'Inventories at cost', 'sum', false],
  [1, 'GOODS_IN_TRANSIT', 'Hàng đang đi trên đường', 'Goods in transit', null, false],
  [1, 'RAW_MATERIALS', 'Nguyên liệu, vật liệu', 'Raw materials', null, false],
  [1, 'TOOLS_AND_SUPPLIES', 'Công cụ, dụng cụ', 'Tools and supplies', null, false],
  [1, 'WORK_IN_PROGRESS', 'Chi phí sản xuất kinh doanh dở dang', 'Work in progress', null, false],
  [1, 'FINISHED_GOODS', 'Thành phẩm', 'Finished goods', null, false],
  [1, 'MERCHANDISE', 'Hàng hoá', 'Merchandise', null, false],
  [1, 'GOODS_ON_CONSIGNMENT', 'Hàng gửi đi bán', 'Goods on consignment', null, false],
  [0, 'TRADE_RECEIVABLES_DETAIL', 'Phải thu của khách hàng', 'Trade receivables', 'sum', false],
  [1, 'TRADE_RECEIVABLES_RELATED_PARTIES', 'Phải thu của khách hàng là các bên liên quan', 'Receivables from related parties', null, false],
  [1, 'TRADE_RECEIVABLES_OTHER_CUSTOMERS', 'Phải thu của các khách hàng khác', 'Receivables from other customers', null, false],
  [0, 'SHORT_TERM_BORROWINGS_DETAIL', 'Vay và nợ thuê tài chính ngắn hạn', 'Short-term borrowings', 'sum', false],
  [1, 'SHORT_TERM_BANK_LOANS', 'Vay ngắn hạn ngân hàng', 'Short-term bank loans', null, false],
  [1, 'CURRENT_PORTION_OF_LONG_TERM_DEBT', 'Vay dài hạn đến hạn trả', 'Current portion of long-term borrowings', null, false],
  [1, 'SHORT_TERM_BONDS', 'Trái phiếu ngắn hạn', 'Short-term bonds', null, false],
  [1, 'OTHER_SHORT_TERM_BORROWINGS', 'Vay ngắn hạn khác', 'Other short-term borrowings', null, false],
  [0, 'LONG_TERM_BORROWINGS_DETAIL', 'Vay và nợ thuê tài chính dài hạn', 'Long-term borrowings', 'sum', false],
  [1, 'LONG_TERM_BANK_LOANS', 'Vay dài hạn ngân hàng', 'Long-term bank loans', null, false],
  [1, 'BONDS_ISSUED', 'Trái phiếu phát hành', 'Bonds issued', null, false],
  [1, 'FINANCE_LEASE_LIABILITIES', 'Nợ thuê tài chính', 'Finance lease liabilities', null, false],
  [1, 'OTHER_LONG_TERM_BORROWINGS', 'Vay dài hạn khác', 'Other long-term borrowings', null, false],
  [0, 'TANGIBLE_FIXED_ASSETS_COST', 'Nguyên giá tài sản cố định hữu hình', 'Cost of tangible fixed assets', 'sum', false],
  [1, 'BUILDINGS_COST', 'Nhà cửa, vật kiến trúc', 'Buildings and structures', null, false],
  [1, 'MACHINERY_COST', 'Máy móc, thiết bị', 'Machinery and equipment', null, false],
  [1, 'VEHICLES_COST', 'Phương tiện vận tải, truyền dẫn', 'Motor vehicles and transmission equipment', null, false],
  [1, 'OFFICE_EQUIPMENT_COST', 'Thiết bị, dụng cụ quản lý', 'Office equipment', null, false],
  [1, 'OTHER_FIXED_ASSETS_COST', 'Tài sản cố định hữu hình khác', 'Other tangible fixed assets', null, false],
  [0, 'TANGIBLE_FIXED_ASSETS_DEPRECIATION', 'Giá trị hao mòn luỹ kế tài sản cố định hữu hình', 'Accumulated depreciation of tangible fixed assets', 'sum', false],
  [1, 'BUILDINGS_DEPRECIATION', 'Nhà cửa, vật kiến trúc', 'Buildings and structures', null, false],
  [1, 'MACHINERY_DEPRECIATION', 'Máy móc, thiết bị', 'Machinery and equipment', null, false],
  [1, 'VEHICLES_DEPRECIATION', 'Phương tiện vận tải, truyền dẫn', 'Motor vehicles and transmission equipment', null, false],
  [1, 'OFFICE_EQUIPMENT_DEPRECIATION', 'Thiết bị, dụng cụ quản lý', 'Office equipment', null, false],
  [1, 'OTHER_FIXED_ASSETS_DEPRECIATION', 'Tài sản cố định hữu hình khác', 'Other tangible fixed assets', null, false],
  [0, 'DEPRECIATION_FOR_PERIOD', 'Khấu hao trích trong kỳ', 'Depreciation charged for the period', null, true],
  [0, 'REVENUE_DETAIL', 'Doanh thu bán hàng và cung cấp dịch vụ', 'Revenue by type', 'sum', true],
  [1, 'REVENUE_FROM_GOODS', 'Doanh thu bán hàng', 'Sales of goods', null, true],
  [1, 'REVENUE_FROM_SERVICES', 'Doanh thu cung cấp dịch vụ', 'Rendering of services', null, true],
  [1, 'REVENUE_FROM_CONSTRUCTION', 'Doanh thu hợp đồng xây dựng', 'Construction contracts', null, true],
  [1, 'REVENUE_FROM_REAL_ESTATE', 'Doanh thu kinh doanh bất động sản', 'Real estate', null, true],
  [1, 'OTHER_REVENUE', 'Doanh thu khác', 'Other revenue', null, true],
];
