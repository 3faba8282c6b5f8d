import { pdfFileName } from '../documents.service';
import { buildPdf, toAscii, wrapText } from '../pdf';

describe('the tiny PDF writer', () => {
  it('transliterates Vietnamese to printable ASCII', () => {
    expect(toAscii('Tài liệu minh họa')).toBe('Tai lieu minh hoa');
    expect(toAscii('Đại hội đồng cổ đông\tnăm 2025')).toBe('Dai hoi dong co dong nam 2025');
    expect(toAscii('Giá 10€ — 漢')).toBe('Gia 10? ? ?');
  });

  it('wraps at spaces, and cuts words longer than a line', () => {
    expect(wrapText('một hai ba bốn năm', 7)).toEqual(['một hai', 'ba bốn', 'năm']);
    expect(wrapText('abcdefghij kl', 4)).toEqual(['abcd', 'efgh', 'ij', 'kl']);
  });

  it('writes a consistent file: objects where the xref says, the stream length, the trailer', () => {
    const bytes = buildPdf([{ text: 'Tiêu đề (thử) \\ chéo', size: 16, bold: true }], 'Tiêu đề');
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('(Tieu de \\(thu\\) \\\\ cheo) Tj');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref).startsWith('xref\n0 8\n')).toBe(true);
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${String(index + 1)} 0 obj\n`)).toBe(true);
    });
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
    expect(Number(stream?.[1])).toBe(stream?.[2]?.length);
    expect(text).toContain('/Root 1 0 R');
    expect(text).toContain('/Title (Tieu de)');
  });

  it('names files in ASCII', () => {
    expect(pdfFileName('Báo cáo tài chính quý 1/2024 [Dữ liệu minh họa]')).toBe(
      'Bao-cao-tai-chinh-quy-1-2024-Du-lieu-minh-hoa.pdf',
    );
    expect(pdfFileName('///')).toBe('tai-lieu.pdf');
  });
});
