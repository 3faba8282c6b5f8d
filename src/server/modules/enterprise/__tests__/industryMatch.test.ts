import { matchIndustryCodes } from '../enterprise.service';

const NAMES = [
  { icbCode: '8500', nameVi: 'Bảo hiểm' },
  { icbCode: '8570', nameVi: 'Bảo hiểm nhân thọ' },
  { icbCode: '8355', nameVi: 'Ngân hàng thương mại' },
  { icbCode: '1757', nameVi: 'Thép' },
  { icbCode: '2353', nameVi: 'Vật liệu & Thiết bị xây dựng' },
];

describe('matchIndustryCodes', () => {
  it('finds the insurance industries for "bao hiem" typed without accents, words in any order', () => {
    expect(matchIndustryCodes(NAMES, 'bao hiem')).toEqual(['8500', '8570']);
    expect(matchIndustryCodes(NAMES, 'hiem bao')).toEqual(['8500', '8570']);
    expect(matchIndustryCodes(NAMES, 'bao hiem nhan')).toEqual(['8570']);
  });

  it('matches the beginnings of words, not letters inside them', () => {
    expect(matchIndustryCodes(NAMES, 'ngan')).toEqual(['8355']);
    expect(matchIndustryCodes(NAMES, 'thiet bi')).toEqual(['2353']);
    expect(matchIndustryCodes(NAMES, 'hep')).toEqual([]);
  });

  it('needs two characters and ignores an empty text', () => {
    expect(matchIndustryCodes(NAMES, 't')).toEqual([]);
    expect(matchIndustryCodes(NAMES, '')).toEqual([]);
  });
});
