import type { PresentationSpec } from '../types';
import { stacked } from './stacked';

const SHRIMP_MARKETS = [
  'IND_SHRIMP_EXPORT_US',
  'IND_SHRIMP_EXPORT_EU',
  'IND_SHRIMP_EXPORT_JAPAN',
  'IND_SHRIMP_EXPORT_CHINA',
  'IND_SHRIMP_EXPORT_KOREA',
  'IND_SHRIMP_EXPORT_OTHER',
];

export const SHRIMP: PresentationSpec = {
  slug: 'shrimp',
  industry: 'SHRIMP',
  title: 'Ngành tôm: thị trường, giá và biên lợi nhuận',
  subtitle:
    'Xuất khẩu theo thị trường, rủi ro thương mại tại Mỹ, giá nguyên liệu, thức ăn và doanh nghiệp niêm yết',
  slides: [
    {
      title: 'Kim ngạch xuất khẩu tôm theo thị trường',
      notes: [
        'Xuất khẩu tôm có mùa vụ rõ: tháng Tết thấp nhất, cao điểm rơi vào quý III - IV khi nhà nhập khẩu Mỹ, EU, Nhật Bản gom hàng cho mùa lễ cuối năm. Vì vậy nên so với cùng kỳ năm trước thay vì với tháng liền trước.',
        'Cơ cấu thị trường dịch chuyển dần: Trung Quốc và Hồng Kông tăng tỷ trọng nhờ nhu cầu tôm nguyên con, tôm sống; Nhật Bản giảm tương đối nhưng vẫn là thị trường ổn định, trả giá cao cho hàng chế biến sâu.',
        'Các đợt giãn cách xã hội năm 2020 - 2021 làm gián đoạn cả thu hoạch lẫn chế biến ở Đồng bằng sông Cửu Long; kim ngạch hụt vài tháng rồi bật lại khi nhà máy hoạt động trở lại.',
      ],
      lines: stacked('IND_SHRIMP_EXPORT_TOTAL', SHRIMP_MARKETS),
      marks: [
        { period: '2020-04', label: 'Giãn cách xã hội toàn quốc' },
        { period: '2021-08', label: 'Giãn cách xã hội phía Nam' },
      ],
    },
    {
      title: 'Thị trường Mỹ và các vụ kiện thương mại',
      notes: [
        'Mỹ là thị trường lớn nhất của tôm Việt Nam và cũng là nơi rủi ro chính sách cao nhất: lệnh chống bán phá giá áp dụng từ năm 2005 được xem xét lại hằng năm, mức thuế riêng của từng doanh nghiệp quyết định ai bán được với giá cạnh tranh.',
        'Quanh các mốc điều tra chống trợ cấp và thuế đối ứng, nhà nhập khẩu thường dừng đặt hàng chờ kết quả rồi dồn đơn khi mức thuế rõ ràng, nên tăng trưởng so với cùng kỳ dao động mạnh trước và sau mỗi quyết định.',
        'Cần theo dõi: kết quả các kỳ xem xét hành chính, mức thuế đối ứng áp cho Việt Nam so với Ecuador, Ấn Độ, Indonesia, và tồn kho của nhà nhập khẩu Mỹ.',
      ],
      lines: [
        { series: 'IND_SHRIMP_EXPORT_US', chartType: 'column' },
        { series: 'IND_SHRIMP_EXPORT_US', valueType: 'yoy', chartType: 'line', axis: 1 },
      ],
      marks: [
        { period: '2013-01', label: 'Mỹ điều tra chống trợ cấp tôm' },
        { period: '2023-11', label: 'Mỹ điều tra chống trợ cấp lần hai' },
        { period: '2025-04', label: 'Mỹ công bố thuế đối ứng' },
      ],
    },
    {
      title: 'Giá xuất khẩu bình quân',
      notes: [
        'Giá xuất khẩu bình quân phản ánh cung tôm toàn cầu nhiều hơn cầu: khi Ecuador và Ấn Độ mở rộng nuôi tôm chân trắng, giá chung bị kéo xuống và Việt Nam phải cạnh tranh bằng hàng chế biến sâu, giá trị gia tăng.',
        'Tôm sú ít chịu áp lực hơn nhờ nguồn cung hạn chế và phân khúc cao cấp, nhưng tỷ trọng của tôm sú trong kim ngạch ngày càng nhỏ.',
        'Đỉnh giá năm 2014 đến từ dịch bệnh tôm chết sớm (EMS) làm sản lượng Thái Lan sụt mạnh: một cú sốc cung tương tự là điều có thể đảo chiều xu hướng giá.',
      ],
      lines: [
        { series: 'IND_SHRIMP_PRICE_WHITELEG', chartType: 'line' },
        { series: 'IND_SHRIMP_PRICE_TIGER', chartType: 'line' },
      ],
      marks: [{ period: '2014-03', label: 'Thiếu cung do dịch EMS' }],
    },
    {
      title: 'Giá tôm nguyên liệu so với giá xuất khẩu',
      notes: [
        'Khoảng cách giữa giá xuất khẩu và giá tôm nguyên liệu tại ao là biên gộp của nhà chế biến. Giá nguyên liệu phản ứng nhanh theo mùa thu hoạch, còn giá xuất khẩu theo hợp đồng ký trước nên chậm hơn.',
        'Vào vụ thu hoạch rộ, giá nguyên liệu giảm và biên nhà máy cải thiện; giữa vụ hoặc khi dịch bệnh làm thiếu tôm, nhà máy phải trả giá cao để giữ công suất và biên bị thu hẹp.',
        'Doanh nghiệp tự chủ một phần vùng nuôi chịu ít áp lực hơn khi giá nguyên liệu tăng đột biến.',
      ],
      lines: [
        { series: 'IND_SHRIMP_RAW_WHITELEG', chartType: 'line', axis: 0 },
        { series: 'IND_SHRIMP_PRICE_WHITELEG', chartType: 'line', axis: 1 },
      ],
    },
    {
      title: 'Giá thức ăn và giá tôm nguyên liệu',
      notes: [
        'Thức ăn chiếm 50 - 60% giá thành nuôi tôm. Giá thức ăn đi theo bột cá, đậu tương và lúa mì nhập khẩu, và thường chỉ điều chỉnh tăng, hiếm khi giảm.',
        'Năm 2021 - 2022 giá ngũ cốc và cước tàu tăng mạnh đưa giá thức ăn lên mặt bằng mới trong khi giá tôm nguyên liệu không tăng tương ứng, khiến người nuôi thu hẹp thả nuôi.',
        'Tỷ lệ giá tôm nguyên liệu trên giá thức ăn giảm là dấu hiệu nguồn nguyên liệu sẽ co lại trong các vụ sau, kéo theo áp lực giá đầu vào cho nhà chế biến.',
      ],
      lines: [
        { series: 'IND_SHRIMP_FEED_WHITELEG', chartType: 'line', axis: 0 },
        { series: 'IND_SHRIMP_RAW_WHITELEG', chartType: 'line', axis: 1 },
      ],
      marks: [{ period: '2022-03', label: 'Giá ngũ cốc tăng vọt' }],
    },
    {
      title: 'Kim ngạch của doanh nghiệp niêm yết',
      notes: [
        'Minh Phú có quy mô lớn nhất và phụ thuộc nhiều vào thị trường Mỹ; Sao Ta tập trung vào Nhật Bản với hàng giá trị gia tăng; Camimex chuyên tôm sú, tôm sinh thái.',
        'Kim ngạch của từng doanh nghiệp biến động mạnh hơn toàn ngành vì phụ thuộc vào một số khách hàng lớn và vào mức thuế chống bán phá giá riêng.',
        'Cộng dồn kim ngạch hằng tháng giúp ước doanh thu quý trước khi báo cáo tài chính được công bố.',
      ],
      lines: [
        { series: 'IND_SHRIMP_COMPANY_MPC', chartType: 'column' },
        { series: 'IND_SHRIMP_COMPANY_FMC', chartType: 'column' },
        { series: 'IND_SHRIMP_COMPANY_CMX', chartType: 'column' },
      ],
    },
    {
      title: 'Tăng trưởng: doanh nghiệp so với toàn ngành',
      notes: [
        'Doanh nghiệp tăng trưởng nhanh hơn toàn ngành trong nhiều tháng liên tiếp là đang giành thị phần, thường nhờ mở thêm khách hàng hoặc công suất mới.',
        'Tăng trưởng của từng doanh nghiệp nhiễu hơn vì lịch giao hàng theo lô; nên nhìn xu hướng vài tháng thay vì một tháng riêng lẻ.',
      ],
      lines: [
        { series: 'IND_SHRIMP_EXPORT_TOTAL', valueType: 'yoy', chartType: 'line' },
        { series: 'IND_SHRIMP_COMPANY_MPC', valueType: 'yoy', chartType: 'line' },
        { series: 'IND_SHRIMP_COMPANY_FMC', valueType: 'yoy', chartType: 'line' },
      ],
    },
    {
      title: 'Kết luận: điều cần theo dõi',
      notes: [
        'Ngành tôm tăng trưởng chậm về giá trị vì giá xuất khẩu bị kìm bởi nguồn cung giá rẻ từ Ecuador, Ấn Độ; động lực tăng đến từ thị trường Trung Quốc và sản phẩm chế biến sâu.',
        'Ba yếu tố quyết định lợi nhuận: chính sách thương mại của Mỹ, chênh lệch giữa giá tôm nguyên liệu và giá xuất khẩu, và giá thức ăn.',
        'Mùa vụ rõ rệt khiến kết quả quý III - IV quyết định cả năm; các tháng giữa năm là lúc nên đánh giá lại dự báo.',
      ],
      lines: [
        { series: 'IND_SHRIMP_EXPORT_TOTAL', valueType: 'yoy', chartType: 'column' },
        { series: 'IND_SHRIMP_PRICE_WHITELEG', valueType: 'yoy', chartType: 'line' },
      ],
    },
  ],
};
