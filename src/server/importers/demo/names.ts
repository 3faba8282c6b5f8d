import type { Random } from './random';

/**
 * Generated names for the demo's shareholders and insiders. People's names are random
 * combinations of common family, middle and given names (no real person is meant); funds and
 * companies carry "Minh họa" / "Demo" in their names so nobody mistakes them for real holders.
 */

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE_MALE = ['Văn', 'Hữu', 'Đức', 'Minh', 'Quang', 'Thành', 'Công', 'Xuân'];
const MIDDLE_FEMALE = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Phương', 'Minh', 'Hồng', 'Kim'];
const GIVEN_MALE = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Hải',
  'Hiếu',
  'Hùng',
  'Khánh',
  'Long',
  'Nam',
  'Phong',
  'Quân',
  'Sơn',
  'Tâm',
  'Thắng',
  'Trung',
  'Tuấn',
  'Việt',
];
const GIVEN_FEMALE = [
  'Anh',
  'Chi',
  'Dung',
  'Giang',
  'Hà',
  'Hạnh',
  'Hoa',
  'Hương',
  'Lan',
  'Linh',
  'Mai',
  'Ngân',
  'Nhung',
  'Oanh',
  'Thảo',
  'Trang',
  'Vân',
  'Yến',
];

export interface DemoPerson {
  name: string;
  male: boolean;
}

export function demoPerson(random: Random, male = random.chance(0.7)): DemoPerson {
  const name = [
    random.pick(FAMILY),
    random.pick(male ? MIDDLE_MALE : MIDDLE_FEMALE),
    random.pick(male ? GIVEN_MALE : GIVEN_FEMALE),
  ].join(' ');
  return { name, male };
}

const FUND_WORDS_A = [
  'Silver',
  'Jade',
  'Lotus',
  'Crane',
  'Harbor',
  'Summit',
  'Emerald',
  'Bamboo',
  'Northstar',
  'Amber',
];
const FUND_WORDS_B = [
  'Heron',
  'River',
  'Peak',
  'Bridge',
  'Delta',
  'Orchid',
  'Valley',
  'Compass',
  'Lantern',
  'Tide',
];
const DOMESTIC_WORDS = [
  'An Khang',
  'Phú Thịnh',
  'Hưng Long',
  'Bình Minh',
  'Tân Phát',
  'Việt Tiến',
  'Hòa Phong',
  'Thịnh Vượng',
  'Nam Việt',
  'Đông Á',
];

/** A foreign fund, clearly fictional ("Silver Heron Demo Fund"). */
export function demoForeignFund(random: Random): string {
  return `${random.pick(FUND_WORDS_A)} ${random.pick(FUND_WORDS_B)} Demo Fund`;
}

/** A domestic investor company, clearly fictional. */
export function demoDomesticCompany(random: Random): string {
  return `Công ty Cổ phần Đầu tư Minh họa ${random.pick(DOMESTIC_WORDS)}`;
}

/** The state's holder, named by its role rather than a real agency. */
export const DEMO_STATE_HOLDER = 'Đại diện chủ sở hữu vốn Nhà nước (minh họa)';
