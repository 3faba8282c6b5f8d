import type { DemoCompanySpec, Theme } from './universe';

export interface DemoRelation {
  ticker: string;
  relation: 'upstream' | 'downstream' | 'peer';
  relatedTicker: string | null;
  relatedName: string;
  note: string | null;
}

/** A counterpart: listed companies of some themes, or an unlisted group named in words. */
interface Link {
  themes?: Theme[];
  name?: string;
  note: string;
}

// Who supplies and who buys, per theme. Listed counterparts are resolved to tickers of the demo
// universe; the rest are the unlisted suppliers and customers an analyst would name.
const CHAINS: Record<Theme, { upstream: Link[]; downstream: Link[] }> = {
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
      { themes: ['retail'], note: 'Thuê mặt bằng thương mại' },
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
      { themes: ['retail'], note: 'Kênh bán lẻ hiện đại' },
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
      { themes: ['retail'], note: 'Siêu thị, cửa hàng tiện lợi' },
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
  retail: {
    upstream: [
      { name: 'Hãng điện thoại, điện máy', note: 'Nhà cung cấp hàng hóa' },
      { themes: ['dairy_food'], note: 'Hàng tiêu dùng nhanh' },
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
      { themes: ['seafood', 'dairy_food'], note: 'Nông nghiệp, nguyên liệu thực phẩm' },
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

const MAX_LISTED_PER_LINK = 3;

/** Upstream, downstream and peer relations for every ticker of the universe. */
export function buildValueChain(universe: readonly DemoCompanySpec[]): DemoRelation[] {
  const relations: DemoRelation[] = [];
  const listed = (company: DemoCompanySpec): string => `${company.shortName} (${company.ticker})`;
  for (const company of universe) {
    const seen = new Set<string>();
    const add = (relation: DemoRelation): void => {
      const key = `${relation.relation}|${relation.relatedName}`;
      if (seen.has(key)) return;
      seen.add(key);
      relations.push(relation);
    };
    for (const relation of ['upstream', 'downstream'] as const) {
      for (const link of CHAINS[company.theme][relation]) {
        if (link.name)
          add({
            ticker: company.ticker,
            relation,
            relatedTicker: null,
            relatedName: link.name,
            note: link.note,
          });
        const counterparts = universe.filter(
          (other) => other.ticker !== company.ticker && (link.themes ?? []).includes(other.theme),
        );
        for (const other of counterparts.slice(0, MAX_LISTED_PER_LINK))
          add({
            ticker: company.ticker,
            relation,
            relatedTicker: other.ticker,
            relatedName: listed(other),
            note: link.note,
          });
      }
    }
    // Peers share the ICB sub-sector; a company alone in it is compared within its sector.
    let peers = universe.filter(
      (other) => other.ticker !== company.ticker && other.icbCode4 === company.icbCode4,
    );
    if (peers.length === 0)
      peers = universe.filter(
        (other) =>
          other.ticker !== company.ticker && other.icbCode4.slice(0, 3) === company.icbCode4.slice(0, 3),
      );
    if (peers.length === 0)
      peers = universe.filter(
        (other) =>
          other.ticker !== company.ticker && other.icbCode4.slice(0, 2) === company.icbCode4.slice(0, 2),
      );
    for (const other of peers)
      add({
        ticker: company.ticker,
        relation: 'peer',
        relatedTicker: other.ticker,
        relatedName: listed(other),
        note: 'Cùng ngành',
      });
  }
  return relations;
}
