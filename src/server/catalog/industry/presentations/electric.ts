import type { PresentationSpec } from '../types';
import { stacked } from './stacked';

const POWER_SOURCES = [
  'IND_ELECTRIC_OUTPUT_HYDRO',
  'IND_ELECTRIC_OUTPUT_COAL',
  'IND_ELECTRIC_OUTPUT_GAS',
  'IND_ELECTRIC_OUTPUT_RENEWABLE',
  'IND_ELECTRIC_OUTPUT_IMPORT',
  'IND_ELECTRIC_OUTPUT_OTHER',
];

const HYDROLOGY_MARKS = [
  { period: '2019-06', label: 'El Niño, nước về kém' },
  { period: '2022-09', label: 'La Niña, nước về dồi dào' },
  { period: '2023-05', label: 'Thiếu điện miền Bắc' },
];

export const ELECTRIC: PresentationSpec = {
  slug: 'electric',
  industry: 'ELECTRIC',
  title: 'Ngành điện: thủy văn, nhiên liệu và giá thị trường',
  subtitle:
    'Cơ cấu nguồn, chu kỳ El Niño - La Niña, giá than, khí và sản lượng của doanh nghiệp phát điện niêm yết',
  slides: [
    {
      title: 'Sản lượng điện theo nguồn',
      notes: [
        'Nhu cầu điện tăng đều theo sản xuất công nghiệp và đỉnh vào mùa nóng (tháng 5 - 8). Nhiệt điện than gánh phần tải nền lớn nhất, thủy điện là nguồn linh hoạt thay đổi theo lượng nước về.',
        'Điện mặt trời và điện gió bùng nổ trong ba năm 2019 - 2021 nhờ giá FIT ưu đãi, trước khi các cơ chế này hết hạn; sau đó nguồn tái tạo tăng chậm lại vì lưới truyền tải và khung giá mới.',
        'Tua bin khí giảm tỷ trọng do các mỏ khí trong nước suy giảm; LNG nhập khẩu là nguồn bổ sung nhưng giá cao hơn.',
      ],
      lines: stacked('IND_ELECTRIC_OUTPUT_TOTAL', POWER_SOURCES),
      marks: [
        { period: '2019-06', label: 'Hết hạn giá FIT1 điện mặt trời' },
        { period: '2020-12', label: 'Hết hạn giá FIT2, bùng nổ điện mái nhà' },
        { period: '2021-10', label: 'Hạn chót giá FIT điện gió' },
      ],
    },
    {
      title: 'Thủy văn quyết định sản lượng thủy điện',
      notes: [
        'Lưu lượng nước về các hồ so với trung bình nhiều năm đi theo chu kỳ ENSO: các năm El Niño nước về ít, thủy điện phải tích nước và giảm phát; các năm La Niña nước về nhiều, thủy điện chạy tối đa.',
        'Sản lượng thủy điện đi theo thủy văn với độ trễ ngắn; mùa khô (tháng 1 - 6) là thời điểm dễ thiếu điện nhất nếu hồ không tích đủ nước từ mùa lũ năm trước.',
        'Theo dõi dự báo ENSO và mực nước các hồ lớn để ước sản lượng của các công ty thủy điện niêm yết trước mùa khô.',
      ],
      lines: [
        { series: 'IND_ELECTRIC_HYDROLOGY_NORTH', chartType: 'line', axis: 0 },
        { series: 'IND_ELECTRIC_OUTPUT_HYDRO', chartType: 'column', axis: 1 },
      ],
      marks: HYDROLOGY_MARKS,
    },
    {
      title: 'Thủy điện và nhiệt điện than thay nhau',
      notes: [
        'Tăng trưởng sản lượng thủy điện và nhiệt điện than thường ngược chiều: khi nước về kém, hệ thống huy động than để bù; khi nước dồi dào, than bị cắt giảm.',
        'Vì vậy lợi nhuận của nhóm thủy điện và nhóm nhiệt điện than có tính phòng vệ lẫn nhau; chu kỳ chuyển pha ENSO là thời điểm cơ cấu lại tỷ trọng giữa hai nhóm.',
      ],
      lines: [
        { series: 'IND_ELECTRIC_OUTPUT_HYDRO', valueType: 'yoy', chartType: 'line' },
        { series: 'IND_ELECTRIC_OUTPUT_COAL', valueType: 'yoy', chartType: 'line' },
      ],
      marks: HYDROLOGY_MARKS,
    },
    {
      title: 'Giá thị trường điện cạnh tranh',
      notes: [
        'Giá điện năng thị trường (SMP) tăng khi nước về kém và giá nhiên liệu cao, vì tổ máy biên là nhiệt điện than, khí; khi thủy điện dồi dào giá thị trường giảm sâu.',
        'Giá bán lẻ của EVN được điều chỉnh theo từng bước và chậm hơn chi phí mua điện, nên các năm giá nhiên liệu cao EVN chịu lỗ, kéo theo rủi ro chậm thanh toán cho nhà máy.',
        'Các nhà máy bán nhiều trên thị trường giao ngay hưởng lợi rõ nhất khi giá SMP lên cao trong mùa khô.',
      ],
      lines: [
        { series: 'IND_ELECTRIC_PRICE_SMP', chartType: 'line' },
        { series: 'IND_ELECTRIC_PRICE_FMP', chartType: 'line' },
        { series: 'IND_ELECTRIC_PRICE_RETAIL', chartType: 'line' },
      ],
      marks: [
        { period: '2023-05', label: 'Giá bán lẻ tăng 3%' },
        { period: '2023-11', label: 'Giá bán lẻ tăng 4,5%' },
        { period: '2024-10', label: 'Giá bán lẻ tăng 4,8%' },
        { period: '2025-05', label: 'Giá bán lẻ tăng 4,8%' },
      ],
    },
    {
      title: 'Giá than nhập khẩu',
      notes: [
        'Việt Nam nhập khẩu ngày càng nhiều than cho các nhà máy nhiệt điện mới, nên giá than thế giới ảnh hưởng trực tiếp đến chi phí phát điện và giá chào trên thị trường.',
        'Cuộc khủng hoảng năng lượng năm 2022 đẩy giá than lên mức kỷ lục; chi phí được chuyển một phần qua giá hợp đồng, phần còn lại dồn về EVN.',
      ],
      lines: [
        { series: 'IND_ELECTRIC_COAL_NEWCASTLE', chartType: 'line' },
        { series: 'IND_ELECTRIC_COAL_HBA', chartType: 'line' },
      ],
      marks: [{ period: '2022-09', label: 'Giá than lập đỉnh' }],
    },
    {
      title: 'Giá khí và tua bin khí',
      notes: [
        'Giá khí trong nước cho điện gắn với giá dầu FO nên ổn định hơn LNG giao ngay; LNG châu Á từng tăng gấp nhiều lần trong khủng hoảng năng lượng 2021 - 2022.',
        'Các nhà máy tua bin khí chuyển dần sang LNG khi khí nội địa suy giảm; giá chào cao hơn khiến chúng chỉ được huy động nhiều khi thủy điện thiếu nước hoặc than bị hạn chế.',
      ],
      lines: [
        { series: 'IND_ELECTRIC_GAS_JKM', chartType: 'line' },
        { series: 'IND_ELECTRIC_GAS_SOUTHEAST', chartType: 'line' },
      ],
      marks: [
        { period: '2022-08', label: 'LNG châu Á lập đỉnh' },
        { period: '2023-07', label: 'Chuyến LNG đầu tiên về kho Thị Vải' },
      ],
    },
    {
      title: 'Sản lượng của doanh nghiệp phát điện niêm yết',
      notes: [
        'PV Power và Nhơn Trạch 2 (khí), Nhiệt điện Quảng Ninh (than) được huy động cao khi thủy văn kém; REE và PC1 với danh mục thủy điện, điện gió hưởng lợi trong các năm nước về nhiều.',
        'So sánh sản lượng từng tháng với cùng kỳ giúp ước doanh thu quý, còn giá thị trường SMP cho biết phần biên lợi nhuận từ sản lượng bán trên thị trường giao ngay.',
      ],
      lines: [
        { series: 'IND_ELECTRIC_COMPANY_POW', chartType: 'column' },
        { series: 'IND_ELECTRIC_COMPANY_QTP', chartType: 'column' },
        { series: 'IND_ELECTRIC_COMPANY_NT2', chartType: 'column' },
        { series: 'IND_ELECTRIC_COMPANY_REE', chartType: 'column' },
        { series: 'IND_ELECTRIC_COMPANY_PC1', chartType: 'column' },
      ],
    },
    {
      title: 'Kết luận: điều cần theo dõi',
      notes: [
        'Nhu cầu điện tăng ổn định; biến số quyết định lợi nhuận từng nhóm là thủy văn (chu kỳ El Niño - La Niña) và giá nhiên liệu nhập khẩu.',
        'Giá thị trường SMP là thước đo tổng hợp của cả hai yếu tố: SMP cao có lợi cho nhà máy bán giao ngay, nhưng làm tăng áp lực tài chính lên EVN.',
        'Dài hạn, cơ chế mua bán điện trực tiếp, quy hoạch điện VIII và tiến độ lưới truyền tải quyết định tốc độ tăng của năng lượng tái tạo và LNG.',
      ],
      lines: [
        { series: 'IND_ELECTRIC_OUTPUT_TOTAL', valueType: 'yoy', chartType: 'column', axis: 0 },
        { series: 'IND_ELECTRIC_PRICE_SMP', chartType: 'line', axis: 1 },
      ],
    },
  ],
};
