import { growing } from '../../macro/build';
import { LEVEL_ONLY, QUARTERLY, rate, shifted, split } from '../helpers';
import type { IndustrySpec } from '../types';
import {
  CASA,
  CREDIT_GROWTH,
  DEPOSIT_12M,
  DEPOSIT_GROWTH,
  LENDING,
  NIM,
  NPL_LISTED,
  NPL_SYSTEM,
  OVERNIGHT,
} from './bankPaths';

const CREDIT = 'IND_BANK_CREDIT_SECTOR_TOTAL';

const NIM_BOUNDS = { min: 1.5, max: 7 };
const CASA_BOUNDS = { min: 5, max: 60 };

/**
 * Banks: system-wide credit and deposits, money-market and retail rates, asset quality and margins.
 * The per-bank comparison (NIM, NPL, CASA, credit and deposit growth) comes from the banks' own
 * statements, so only system and bank-group lines are drawn here.
 */
export const BANK: IndustrySpec = {
  industry: 'BANK',
  description:
    'Tăng trưởng tín dụng và huy động toàn hệ thống, dư nợ theo ngành, lãi suất liên ngân hàng, huy động và cho vay, tỷ lệ nợ xấu, NIM và CASA của ngành ngân hàng.',
  tickers: ['VCB', 'TCB', 'BID', 'CTG', 'MBB', 'ACB', 'VPB', 'STB', 'HDB', 'SHB', 'VIB', 'BAB', 'ABB'],
  headline: 'IND_BANK_GROWTH',
  sections: [
    {
      title: 'Tín dụng và huy động',
      indicators: [
        {
          code: 'IND_BANK_GROWTH',
          nameVi: 'Tăng trưởng tín dụng và huy động',
          nameEn: 'Credit and deposit growth',
          description:
            'Tăng trưởng dư nợ tín dụng và tiền gửi của toàn hệ thống so với cùng kỳ năm trước, cuối tháng. Tín dụng tăng nhanh hơn huy động kéo dài làm căng thanh khoản và đẩy lãi suất huy động.',
          frequency: 'month',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            rate(
              'IND_BANK_GROWTH_CREDIT',
              'Tín dụng (so với cùng kỳ)',
              'Credit (year on year)',
              CREDIT_GROWTH,
              0.4,
            ),
            rate(
              'IND_BANK_GROWTH_DEPOSIT',
              'Huy động (so với cùng kỳ)',
              'Deposits (year on year)',
              DEPOSIT_GROWTH,
              0.4,
            ),
          ],
        },
        {
          code: 'IND_BANK_CREDIT_SECTOR',
          nameVi: 'Dư nợ tín dụng theo ngành kinh tế',
          nameEn: 'Credit by economic sector',
          description:
            'Dư nợ tín dụng toàn hệ thống cuối quý theo ngành: thương mại, dịch vụ (gồm cho vay tiêu dùng và bất động sản) chiếm tỷ trọng ngày càng lớn.',
          frequency: 'quarter',
          valueTypes: QUARTERLY,
          chartType: 'stack_column',
          series: split(
            growing(CREDIT, 'Toàn hệ thống', 'Whole system', 'nghìn tỷ đồng', {
              base: 2_400,
              growth: 14,
              noise: 0.01,
            }),
            [
              [
                'IND_BANK_CREDIT_AGRICULTURE',
                'Nông, lâm, thủy sản',
                'Agriculture, forestry, fishery',
                0.1,
                0.09,
              ],
              [
                'IND_BANK_CREDIT_INDUSTRY',
                'Công nghiệp và xây dựng',
                'Industry and construction',
                0.38,
                0.27,
              ],
            ],
            {
              code: 'IND_BANK_CREDIT_SERVICES',
              nameVi: 'Thương mại, dịch vụ và khác',
              nameEn: 'Trade, services and other',
            },
          ),
        },
      ],
    },
    {
      title: 'Lãi suất',
      indicators: [
        {
          code: 'IND_BANK_INTERBANK',
          nameVi: 'Lãi suất liên ngân hàng',
          nameEn: 'Interbank rates',
          description:
            'Lãi suất bình quân trên thị trường liên ngân hàng kỳ hạn qua đêm và 1 tuần, bình quân tháng: nhiệt kế thanh khoản của hệ thống và áp lực tỷ giá.',
          frequency: 'month',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            rate('IND_BANK_INTERBANK_ON', 'Qua đêm', 'Overnight', OVERNIGHT, 0.5, { min: 0.05, max: 25 }),
            rate('IND_BANK_INTERBANK_1W', '1 tuần', 'One week', shifted(OVERNIGHT, 0.4), 0.5, {
              min: 0.1,
              max: 25,
            }),
          ],
        },
        {
          code: 'IND_BANK_RATES',
          nameVi: 'Lãi suất huy động và cho vay',
          nameEn: 'Deposit and lending rates',
          description:
            'Lãi suất tiền gửi kỳ hạn 12 tháng và lãi suất cho vay mới bình quân của các ngân hàng thương mại: chênh lệch giữa hai lãi suất là nguồn của NIM.',
          frequency: 'month',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            rate(
              'IND_BANK_RATE_DEPOSIT_12M',
              'Huy động kỳ hạn 12 tháng',
              '12-month deposit rate',
              DEPOSIT_12M,
              0.1,
              {
                min: 2,
                max: 20,
              },
            ),
            rate(
              'IND_BANK_RATE_LENDING',
              'Cho vay mới bình quân',
              'Average new lending rate',
              LENDING,
              0.15,
              {
                min: 4,
                max: 25,
              },
            ),
          ],
        },
      ],
    },
    {
      title: 'Chất lượng tài sản và hiệu quả',
      indicators: [
        {
          code: 'IND_BANK_NPL',
          nameVi: 'Tỷ lệ nợ xấu',
          nameEn: 'Non-performing loan ratio',
          description:
            'Tỷ lệ nợ xấu nội bảng cuối quý của toàn hệ thống (Ngân hàng Nhà nước) và bình quân các ngân hàng niêm yết.',
          frequency: 'quarter',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            rate('IND_BANK_NPL_SYSTEM', 'Toàn hệ thống', 'Whole system', NPL_SYSTEM, 0.1, {
              min: 0.5,
              max: 15,
            }),
            rate('IND_BANK_NPL_LISTED', 'Ngân hàng niêm yết', 'Listed banks', NPL_LISTED, 0.08, {
              min: 0.5,
              max: 10,
            }),
          ],
        },
        {
          code: 'IND_BANK_NIM',
          nameVi: 'Biên lãi ròng (NIM)',
          nameEn: 'Net interest margin (NIM)',
          description:
            'Biên lãi ròng bình quân 4 quý gần nhất của các ngân hàng niêm yết, theo nhóm quốc doanh và tư nhân: đo khả năng sinh lời cốt lõi từ cho vay.',
          frequency: 'quarter',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            rate('IND_BANK_NIM_LISTED', 'Ngân hàng niêm yết', 'Listed banks', NIM, 0.06, NIM_BOUNDS),
            rate(
              'IND_BANK_NIM_STATE',
              'Nhóm quốc doanh',
              'State-owned banks',
              shifted(NIM, -0.5),
              0.05,
              NIM_BOUNDS,
            ),
            rate(
              'IND_BANK_NIM_PRIVATE',
              'Nhóm tư nhân',
              'Private banks',
              shifted(NIM, 0.4),
              0.07,
              NIM_BOUNDS,
            ),
          ],
        },
        {
          code: 'IND_BANK_CASA',
          nameVi: 'Tỷ lệ tiền gửi không kỳ hạn (CASA)',
          nameEn: 'Current and savings account ratio (CASA)',
          description:
            'Tỷ trọng tiền gửi không kỳ hạn trong tổng tiền gửi khách hàng cuối quý: CASA cao giúp ngân hàng có vốn rẻ và giữ NIM khi lãi suất tăng.',
          frequency: 'quarter',
          valueTypes: LEVEL_ONLY,
          chartType: 'line',
          series: [
            rate('IND_BANK_CASA_LISTED', 'Ngân hàng niêm yết', 'Listed banks', CASA, 0.5, CASA_BOUNDS),
            rate(
              'IND_BANK_CASA_STATE',
              'Nhóm quốc doanh',
              'State-owned banks',
              shifted(CASA, -1),
              0.5,
              CASA_BOUNDS,
            ),
            rate(
              'IND_BANK_CASA_PRIVATE',
              'Nhóm tư nhân',
              'Private banks',
              shifted(CASA, 2),
              0.7,
              CASA_BOUNDS,
            ),
          ],
        },
      ],
    },
  ],
};
