import type { Theme } from './universe';

/**
 * A counterpart: listed companies of some themes, or named listed companies (when only some of a
 * theme deal in the goods: Bách Hóa Xanh of MWG sells milk, the jeweller PNJ does not), or an
 * unlisted group named in words.
 */
export interface Link {
  themes?: Theme[];
  tickers?: string[];
  name?: string;
  note: string;
}

export type Chain = { upstream: Link[]; downstream: Link[] };

// Who supplies and who buys, per theme. Listed counterparts are resolved to tickers of the demo
// universe; the rest are the unlisted suppliers and customers an analyst would name.
export const CHAINS: Record<Theme, Chain> = {
  bank: {
    upstream: [
      { name: 'Người gửi tiền cá nhân và tổ chức', note: 'Nguồn vốn huy động' },
      { themes: ['technology'], note: 'Hạ tầng ngân hàng số' },
    ],
    downstream: [
      { themes: ['real_estate', 'steel'], note: 'Khách hàng vay vốn doanh nghiệp' },
      { name: 'Khách hàng vay tiêu dùng và mua nhà', note: 'Cho vay bán lẻ' },
    ],
  },
  securities: {
    upstream: [{ themes: ['bank'], note: 'Vốn vay ngắn hạn cho hoạt động ký quỹ' }],
    downstream: [
      { name: 'Nhà đầu tư cá nhân', note: 'Môi giới và cho vay ký quỹ' },
      { name: 'Doanh nghiệp phát hành', note: 'Tư vấn phát hành, bảo lãnh' },
    ],
  },
  insurance: {
    upstream: [
      { name: 'Các công ty tái bảo hiểm quốc tế', note: 'Nhượng tái bảo hiểm' },
      { themes: ['bank'], note: 'Kênh bán bảo hiểm qua ngân hàng' },
    ],
    downstream: [
      { themes: ['oil_gas', 'airline'], note: 'Bảo hiểm tài sản kỹ thuật' },
      { name: 'Khách hàng cá nhân', note: 'Bảo hiểm nhân thọ, sức khỏe, xe cơ giới' },
    ],
  },
  real_estate: {
    upstream: [
      { themes: ['construction', 'building_materials', 'steel'], note: 'Thi công và vật liệu' },
      { themes: ['bank'], note: 'Tín dụng dự án' },
    ],
    downstream: [
      { name: 'Người mua nhà', note: 'Căn hộ, nhà phố, đất nền' },
      { tickers: ['MWG', 'PNJ'], note: 'Thuê mặt bằng thương mại' },
    ],
  },
  industrial_park: {
    upstream: [
      { themes: ['construction'], note: 'San lấp, hạ tầng khu công nghiệp' },
      { name: 'Quỹ đất nông nghiệp chuyển đổi', note: 'Đền bù, giải phóng mặt bằng' },
    ],
    downstream: [
      { name: 'Nhà đầu tư FDI sản xuất điện tử, linh kiện', note: 'Thuê đất khu công nghiệp' },
      { themes: ['logistics'], note: 'Kho bãi, vận tải' },
    ],
  },
  construction: {
    upstream: [{ themes: ['steel', 'building_materials'], note: 'Thép xây dựng, xi măng, vật liệu' }],
    downstream: [
      { themes: ['real_estate', 'industrial_park'], note: 'Chủ đầu tư dự án' },
      { name: 'Dự án hạ tầng đầu tư công', note: 'Cao tốc, cầu đường' },
    ],
  },
  building_materials: {
    upstream: [
      { name: 'Đá vôi, đất sét, hạt nhựa PVC', note: 'Nguyên liệu đầu vào' },
      { themes: ['power'], note: 'Điện năng cho sản xuất' },
    ],
    downstream: [{ themes: ['construction', 'real_estate'], note: 'Công trình xây dựng' }],
  },
  steel: {
    upstream: [
      { name: 'Quặng sắt nhập khẩu (Úc, Brazil)', note: 'Nguyên liệu lò cao' },
      { name: 'Than mỡ luyện cốc', note: 'Nhiên liệu luyện gang' },
      { name: 'Thép phế liệu', note: 'Nguyên liệu lò điện' },
    ],
    downstream: [
      { themes: ['construction', 'real_estate'], note: 'Thép xây dựng' },
      { name: 'Nhà sản xuất ống thép, tôn mạ', note: 'Thép cuộn cán nóng' },
    ],
  },
  dairy_food: {
    upstream: [
      { name: 'Trang trại bò sữa và sữa bột nhập khẩu', note: 'Nguyên liệu sữa' },
      { name: 'Nhà cung cấp bao bì giấy, nhựa', note: 'Bao bì' },
    ],
    downstream: [
      { tickers: ['MWG'], note: 'Kênh bán lẻ hiện đại (Bách Hóa Xanh)' },
      { name: 'Chuỗi siêu thị và cửa hàng tiện lợi', note: 'Kênh bán lẻ hiện đại' },
      { name: 'Đại lý và cửa hàng tạp hóa', note: 'Kênh truyền thống' },
    ],
  },
  beer: {
    upstream: [
      { name: 'Malt đại mạch và hoa bia nhập khẩu', note: 'Nguyên liệu' },
      { name: 'Nhà sản xuất lon nhôm, chai thủy tinh', note: 'Bao bì' },
    ],
    downstream: [
      { name: 'Nhà hàng, quán bia', note: 'Kênh tiêu dùng tại chỗ' },
      { tickers: ['MWG'], note: 'Siêu thị, cửa hàng tiện lợi (Bách Hóa Xanh)' },
    ],
  },
  seafood: {
    upstream: [
      { name: 'Vùng nuôi cá tra Đồng bằng sông Cửu Long', note: 'Cá nguyên liệu' },
      { name: 'Nhà sản xuất thức ăn thủy sản', note: 'Thức ăn chăn nuôi' },
    ],
    downstream: [
      { name: 'Nhà nhập khẩu Mỹ, EU, Trung Quốc', note: 'Xuất khẩu phi lê đông lạnh' },
      { themes: ['logistics'], note: 'Vận tải container lạnh' },
    ],
  },
  // A chain selling phones, appliances and groceries (MWG); the jeweller and the distributor have
  // their own chains (TICKER_CHAINS).
  retail: {
    upstream: [
      { name: 'Hãng điện thoại, điện máy', note: 'Nhà cung cấp hàng hóa' },
      { tickers: ['DGW'], note: 'Nhà phân phối điện thoại, máy tính' },
      { themes: ['dairy_food'], note: 'Hàng tiêu dùng nhanh (Bách Hóa Xanh)' },
    ],
    downstream: [{ name: 'Người tiêu dùng cá nhân', note: 'Bán lẻ trực tiếp và trực tuyến' }],
  },
  technology: {
    upstream: [
      { name: 'Hãng phần cứng, điện toán đám mây quốc tế', note: 'Thiết bị, bản quyền' },
      { name: 'Kỹ sư công nghệ thông tin', note: 'Nguồn nhân lực' },
    ],
    downstream: [
      { themes: ['bank', 'securities'], note: 'Chuyển đổi số ngành tài chính' },
      { name: 'Khách hàng Nhật Bản, Mỹ, châu Âu', note: 'Dịch vụ phần mềm xuất khẩu' },
    ],
  },
  oil_gas: {
    upstream: [
      { name: 'Mỏ dầu khí ngoài khơi', note: 'Dầu thô, khí' },
      { name: 'Dầu thô nhập khẩu', note: 'Nguyên liệu lọc dầu' },
    ],
    downstream: [
      { themes: ['airline', 'logistics'], note: 'Nhiên liệu bay, nhiên liệu vận tải' },
      { name: 'Cửa hàng xăng dầu', note: 'Bán lẻ nhiên liệu' },
    ],
  },
  gas: {
    upstream: [
      { name: 'Mỏ khí ngoài khơi Nam Côn Sơn, Cửu Long', note: 'Khí thiên nhiên' },
      { name: 'LNG nhập khẩu', note: 'Khí hóa lỏng' },
    ],
    downstream: [
      { themes: ['power', 'fertilizer'], note: 'Nhà máy điện khí, đạm' },
      { name: 'Khách hàng công nghiệp dùng khí', note: 'Khí thấp áp, CNG' },
    ],
  },
  power: {
    upstream: [
      { themes: ['gas'], note: 'Khí cho nhà máy điện' },
      { name: 'Than nhập khẩu và thủy văn', note: 'Nhiên liệu, nguồn nước' },
    ],
    downstream: [{ name: 'Tập đoàn Điện lực Việt Nam (EVN)', note: 'Bên mua điện duy nhất' }],
  },
  logistics: {
    upstream: [
      { name: 'Hãng tàu container quốc tế', note: 'Đối tác khai thác cảng' },
      { themes: ['oil_gas'], note: 'Nhiên liệu' },
    ],
    downstream: [
      { themes: ['seafood', 'textile'], note: 'Chủ hàng xuất nhập khẩu' },
      { themes: ['industrial_park'], note: 'Doanh nghiệp trong khu công nghiệp' },
    ],
  },
  airport: {
    upstream: [
      { themes: ['construction'], note: 'Xây dựng nhà ga, đường băng' },
      { name: 'Cục Hàng không Việt Nam', note: 'Quản lý, cấp phép' },
    ],
    downstream: [
      { themes: ['airline'], note: 'Phí dịch vụ hàng không' },
      { name: 'Hành khách và chủ hàng', note: 'Dịch vụ phi hàng không' },
    ],
  },
  airline: {
    upstream: [
      { name: 'Nhà sản xuất máy bay Airbus, Boeing', note: 'Thuê, mua tàu bay' },
      { themes: ['oil_gas'], note: 'Nhiên liệu bay Jet A1' },
      { themes: ['airport'], note: 'Dịch vụ cảng hàng không' },
    ],
    downstream: [
      { name: 'Hành khách nội địa và quốc tế', note: 'Vận chuyển hành khách' },
      { name: 'Doanh nghiệp du lịch lữ hành', note: 'Vé đoàn' },
    ],
  },
  fertilizer: {
    upstream: [
      { themes: ['gas'], note: 'Khí làm nguyên liệu sản xuất urê' },
      { name: 'Quặng apatit Lào Cai', note: 'Nguyên liệu phân lân' },
    ],
    downstream: [
      { name: 'Nông dân và đại lý vật tư nông nghiệp', note: 'Phân bón' },
      { tickers: ['QNS'], note: 'Vùng nguyên liệu mía' },
    ],
  },
  textile: {
    upstream: [
      { name: 'Bông, xơ sợi nhập khẩu', note: 'Nguyên liệu dệt' },
      { themes: ['power'], note: 'Điện cho nhà máy' },
    ],
    downstream: [
      { name: 'Nhãn hàng thời trang Mỹ, EU, Nhật Bản', note: 'Gia công xuất khẩu' },
      { themes: ['logistics'], note: 'Vận tải xuất khẩu' },
    ],
  },
  pharma: {
    upstream: [{ name: 'Nguyên liệu dược nhập khẩu (Ấn Độ, Trung Quốc)', note: 'Hoạt chất' }],
    downstream: [
      { name: 'Bệnh viện và kênh đấu thầu thuốc', note: 'Kênh ETC' },
      { name: 'Nhà thuốc bán lẻ', note: 'Kênh OTC' },
    ],
  },
};

/** Companies whose business differs from the rest of their theme. */
export const TICKER_CHAINS: Partial<Record<string, Chain>> = {
  PNJ: {
    upstream: [
      { name: 'Vàng nguyên liệu, bạc và đá quý', note: 'Nguyên liệu chế tác trang sức' },
      { name: 'Xưởng chế tác và gia công trang sức', note: 'Gia công' },
    ],
    downstream: [
      { name: 'Người tiêu dùng cá nhân', note: 'Trang sức, vàng miếng, đồng hồ' },
      { name: 'Đại lý và cửa hàng vàng bạc', note: 'Bán sỉ trang sức' },
    ],
  },
  DGW: {
    upstream: [
      { name: 'Apple, Samsung, Xiaomi, HP, Dell', note: 'Hãng điện thoại, máy tính, thiết bị văn phòng' },
    ],
    downstream: [
      { tickers: ['MWG'], note: 'Chuỗi bán lẻ điện thoại, điện máy' },
      { name: 'Đại lý bán lẻ điện thoại, máy tính', note: 'Kênh phân phối' },
    ],
  },
};
