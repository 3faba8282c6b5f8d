import type { PresentationSpec } from '../types';
import { stacked } from './stacked';

const STEEL_PRODUCERS = [
  'IND_STEEL_SALES_HPG',
  'IND_STEEL_SALES_HSG',
  'IND_STEEL_SALES_NKG',
  'IND_STEEL_SALES_TVN',
  'IND_STEEL_SALES_OTHER',
];

export const STEEL: PresentationSpec = {
  slug: 'steel',
  industry: 'STEEL',
  title: 'Ngành thép: sản lượng, giá và biên lợi nhuận',
  subtitle: 'Tiêu thụ theo nhà sản xuất, giá thép và nguyên liệu, xuất khẩu và phòng vệ thương mại',
  slides: [
    {
      title: 'Tiêu thụ thép theo nhà sản xuất',
      notes: [
        'Tiêu thụ thép đi theo chu kỳ xây dựng và đầu tư công: thấp vào tháng Tết và mùa mưa, cao vào cuối năm khi các công trình chạy tiến độ.',
        'Hòa Phát liên tục giành thị phần nhờ quy mô lò cao và chuỗi giá trị khép kín; các doanh nghiệp tôn mạ như Hoa Sen, Nam Kim phụ thuộc nhiều hơn vào xuất khẩu.',
        'Các đợt giãn cách xã hội năm 2021 làm tiêu thụ phía Nam gần như đóng băng trong vài tháng.',
      ],
      lines: stacked('IND_STEEL_SALES_TOTAL', STEEL_PRODUCERS),
      marks: [{ period: '2021-08', label: 'Giãn cách xã hội phía Nam' }],
    },
    {
      title: 'Tăng trưởng tiêu thụ: Hòa Phát so với toàn ngành',
      notes: [
        'Tăng trưởng của Hòa Phát cao hơn toàn ngành trong phần lớn các giai đoạn, nhất là khi các khu liên hợp mới đi vào hoạt động.',
        'Tăng trưởng so với cùng kỳ của cả ngành là chỉ báo sớm cho doanh thu quý của nhóm thép, trước khi báo cáo tài chính được công bố.',
      ],
      lines: [
        { series: 'IND_STEEL_SALES_TOTAL', valueType: 'yoy', chartType: 'line' },
        { series: 'IND_STEEL_SALES_HPG', valueType: 'yoy', chartType: 'line' },
      ],
    },
    {
      title: 'Giá thép thế giới',
      notes: [
        'Giá HRC và phôi thép châu Á chịu chi phối bởi sản lượng và xuất khẩu của Trung Quốc: khi thị trường bất động sản Trung Quốc yếu, thép dư thừa bị đẩy ra nước ngoài và kéo giá khu vực xuống.',
        'Chu kỳ tăng giá năm 2021 đến từ kích thích kinh tế sau COVID-19 và việc Trung Quốc cắt giảm sản lượng; xung đột Nga - Ukraine tạo thêm một đỉnh ngắn năm 2022.',
      ],
      lines: [
        { series: 'IND_STEEL_PRICE_HRC', chartType: 'line' },
        { series: 'IND_STEEL_PRICE_BILLET', chartType: 'line' },
      ],
      marks: [
        { period: '2021-05', label: 'Giá HRC lập đỉnh' },
        { period: '2022-03', label: 'Xung đột Nga - Ukraine' },
      ],
    },
    {
      title: 'Giá nguyên liệu: quặng sắt, than cốc, thép phế',
      notes: [
        'Quặng sắt và than luyện cốc là chi phí chính của lò cao; thép phế là nguyên liệu của lò điện. Giá nguyên liệu thường biến động mạnh hơn giá thép.',
        'Nhà máy dự trữ nguyên liệu 2 - 3 tháng nên giá nguyên liệu tác động đến giá vốn với độ trễ: giá thép giảm nhanh hơn giá nguyên liệu trong kho là lúc biên lợi nhuận bị ép.',
      ],
      lines: [
        { series: 'IND_STEEL_INPUT_IRON_ORE', chartType: 'line' },
        { series: 'IND_STEEL_INPUT_COKING_COAL', chartType: 'line' },
        { series: 'IND_STEEL_INPUT_SCRAP', chartType: 'line' },
      ],
      marks: [
        { period: '2021-05', label: 'Quặng sắt lập đỉnh' },
        { period: '2022-03', label: 'Than cốc lập đỉnh' },
      ],
    },
    {
      title: 'Giá thép trong nước so với giá thế giới',
      notes: [
        'Giá thép xây dựng trong nước đi theo giá HRC và phôi thế giới nhưng ổn định hơn, vì các nhà sản xuất điều chỉnh giá bán theo từng đợt.',
        'Chênh lệch giữa giá trong nước và giá nhập khẩu quyết định áp lực của thép Trung Quốc lên thị trường nội địa; các biện pháp phòng vệ thương mại nhằm thu hẹp áp lực này.',
      ],
      lines: [
        { series: 'IND_STEEL_PRICE_REBAR', chartType: 'line', axis: 0 },
        { series: 'IND_STEEL_PRICE_HRC', chartType: 'line', axis: 1 },
      ],
      marks: [
        { period: '2024-07', label: 'Điều tra chống bán phá giá HRC' },
        { period: '2025-03', label: 'Thuế chống bán phá giá tạm thời với HRC' },
      ],
    },
    {
      title: 'Xuất khẩu thép theo thị trường',
      notes: [
        'Xuất khẩu là kênh tiêu thụ công suất dư khi nhu cầu trong nước yếu; ASEAN là thị trường truyền thống, EU và Mỹ tăng tỷ trọng với tôn mạ và HRC.',
        'Xuất khẩu sang EU và Mỹ gắn với rủi ro phòng vệ thương mại: hạn ngạch tự vệ của EU và thuế Mục 232 của Mỹ có thể thay đổi nhanh cơ cấu thị trường.',
      ],
      lines: stacked('IND_STEEL_EXPORT_TOTAL', [
        'IND_STEEL_EXPORT_ASEAN',
        'IND_STEEL_EXPORT_EU',
        'IND_STEEL_EXPORT_US',
        'IND_STEEL_EXPORT_OTHER',
      ]),
      marks: [
        { period: '2018-03', label: 'Mỹ áp thuế Mục 232' },
        { period: '2019-02', label: 'EU áp dụng biện pháp tự vệ thép' },
      ],
    },
    {
      title: 'Kết luận: điều cần theo dõi',
      notes: [
        'Sản lượng tiêu thụ trong nước phụ thuộc vào đầu tư công và thị trường bất động sản; xuất khẩu bù đắp khi nội địa yếu nhưng gắn với rủi ro phòng vệ thương mại.',
        'Biên lợi nhuận của nhà sản xuất lò cao nằm ở chênh lệch giữa giá HRC và chi phí quặng sắt, than cốc; theo dõi chênh lệch này cùng chính sách sản lượng của Trung Quốc.',
        'Các biện pháp chống bán phá giá với thép nhập khẩu hỗ trợ giá bán trong nước và thị phần của nhà sản xuất nội địa.',
      ],
      lines: [
        { series: 'IND_STEEL_SALES_TOTAL', valueType: 'yoy', chartType: 'column' },
        { series: 'IND_STEEL_EXPORT_TOTAL', valueType: 'yoy', chartType: 'line' },
      ],
    },
  ],
};

/** Curated presentations (issue 10): ordered slides of annotated catalog charts. */
