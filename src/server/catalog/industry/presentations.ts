import type { PresentationSpec, SlideSpec } from './types';

/** The lines of a stacked chart: the parts as stacked columns, the total as a line over them. */
function stacked(total: string, parts: readonly string[]): SlideSpec['lines'] {
  return [
    ...parts.map((series) => ({ series, chartType: 'stack_column' as const })),
    { series: total, chartType: 'line' as const },
  ];
}

const SHRIMP_MARKETS = [
  'IND_SHRIMP_EXPORT_US',
  'IND_SHRIMP_EXPORT_EU',
  'IND_SHRIMP_EXPORT_JAPAN',
  'IND_SHRIMP_EXPORT_CHINA',
  'IND_SHRIMP_EXPORT_KOREA',
  'IND_SHRIMP_EXPORT_OTHER',
];

const SHRIMP: PresentationSpec = {
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

const ELECTRIC: PresentationSpec = {
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

const STEEL_PRODUCERS = [
  'IND_STEEL_SALES_HPG',
  'IND_STEEL_SALES_HSG',
  'IND_STEEL_SALES_NKG',
  'IND_STEEL_SALES_TVN',
  'IND_STEEL_SALES_OTHER',
];

const STEEL: PresentationSpec = {
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
export const PRESENTATIONS: readonly PresentationSpec[] = [SHRIMP, ELECTRIC, STEEL];
