import { bodyParagraphs, companyNewsHref, safeHref } from '../newsText';

describe('bodyParagraphs', () => {
  it('splits at blank lines, keeps single line breaks and drops empty paragraphs', () => {
    expect(bodyParagraphs('Một.\n\nHai dòng\nliền nhau.\r\n \r\nBa.\n\n\n\n')).toEqual([
      'Một.',
      'Hai dòng\nliền nhau.',
      'Ba.',
    ]);
    expect(bodyParagraphs('  ')).toEqual([]);
  });
});

describe('safeHref', () => {
  it('keeps http(s) addresses and site paths, refuses the rest', () => {
    expect(safeHref('https://cafef.vn/a.html')).toBe('https://cafef.vn/a.html');
    expect(safeHref('/api/documents/3/file')).toBe('/api/documents/3/file');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref(null)).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});

describe('companyNewsHref', () => {
  it('links the ticker news screen', () => {
    expect(companyNewsHref('FPT')).toBe('/enterprise/FPT/news');
    expect(companyNewsHref(null)).toBe('/enterprise/news');
  });
});
