import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hoistDefaultThemeVariables, trimAntdCss, UNUSED_ANTD_COMPONENTS } from '../../scripts/build/antdCss';

describe('trimAntdCss', () => {
  it('drops a rule only when every selector names an unused component', () => {
    const css =
      '.ant-tree{color:red}' +
      '.ant-btn,.ant-tree-node{margin:0}' +
      '.ant-tree .ant-tree-title,.ant-upload{padding:0}' +
      '.ant-table-tree-icon{width:1px}';
    expect(trimAntdCss(css, ['tree', 'upload'])).toBe(
      '.ant-btn,.ant-tree-node{margin:0}.ant-table-tree-icon{width:1px}',
    );
  });

  it('trims inside @media, drops an emptied one, keeps keyframes and looks past functional pseudo-classes', () => {
    const css =
      '@media (max-width:575px){.ant-tree{gap:0}}' +
      '@media (max-width:575px){.ant-tree{gap:0}.ant-btn{gap:1px}}' +
      '@keyframes antTreeIn{0%{opacity:0}100%{opacity:1}}' +
      '.css-var-x.ant-tree{--ant-tree-title-height:24px}' +
      ':root{--ant-color-text:#000}' +
      '.ant-select:where(.ant-tree,.ant-btn){top:0}' +
      '.ant-btn:not(.ant-tree){top:1px}';
    expect(trimAntdCss(css, ['tree'])).toBe(
      '@media (max-width:575px){.ant-btn{gap:1px}}' +
        '@keyframes antTreeIn{0%{opacity:0}100%{opacity:1}}' +
        ':root{--ant-color-text:#000}' +
        '.ant-select:where(.ant-tree,.ant-btn){top:0}' +
        '.ant-btn:not(.ant-tree){top:1px}',
    );
  });

  it('is not confused by braces and commas inside strings', () => {
    const css = '.ant-tree::after{content:"}, .ant-btn{"}.ant-btn{color:red}';
    expect(trimAntdCss(css, ['tree'])).toBe('.ant-btn{color:red}');
  });
});

/** Every antd export the app imports, from `import { ... } from 'antd'` anywhere under src/. */
function antdImports(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
          if (match[1]) continue;
          for (const part of (match[2] ?? '').split(',')) {
            const name = part.trim().split(/\s+/)[0];
            if (name && name !== 'type') names.add(name);
          }
        }
        if (/\bInput\.OTP\b/.test(text)) names.add('Input.OTP');
        if (/\bBadge\.Ribbon\b/.test(text)) names.add('Badge.Ribbon');
      }
    }
  };
  walk(path.join(process.cwd(), 'src'));
  return names;
}

/** antd's class-name stem of a component: InputNumber -> input-number. */
const CLASS_STEMS: Record<string, string[]> = {
  FloatButton: ['float-btn'],
  Calendar: ['picker-calendar'],
  TreeSelect: ['tree-select', 'select-tree', 'tree'],
  'Input.OTP': ['otp'],
  'Badge.Ribbon': ['ribbon'],
  Anchor: ['anchor', 'affix'],
  Transfer: ['transfer', 'list'],
  Upload: ['upload', 'progress', 'tooltip'],
};
const classStems = (name: string): string[] =>
  CLASS_STEMS[name] ?? [name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()];

describe('hoistDefaultThemeVariables', () => {
  it("moves the provider's variables to :root and leaves nested themes alone", () => {
    const css =
      '.css-var-r0{--ant-color-primary:#1677ff;--ant-line-width:1px}' +
      '.css-var-r0.ant-btn{--ant-button-font-weight:400}' +
      '.css-var-r0.ant-tag,.css-var-r0.ant-alert{--ant-tag-bg:#fff}' +
      '.css-var-nested{--ant-color-primary:#000}' +
      '.css-var-nested.ant-btn{--ant-button-font-weight:600}';
    expect(hoistDefaultThemeVariables(css)).toBe(
      ':root{--ant-color-primary:#1677ff;--ant-line-width:1px}' +
        ':root .ant-btn{--ant-button-font-weight:400}' +
        ':root .ant-tag,:root .ant-alert{--ant-tag-bg:#fff}' +
        '.css-var-nested{--ant-color-primary:#000}' +
        '.css-var-nested.ant-btn{--ant-button-font-weight:600}',
    );
  });

  it("fails loudly when antd's sheet no longer carries its theme variables", () => {
    expect(() => hoistDefaultThemeVariables('.css-var-r0.ant-btn{color:red}')).toThrow(/--ant-color-primary/);
  });

  it("gives the real sheet's default theme to :root", () => {
    const css = readFileSync(path.join(process.cwd(), 'node_modules/antd/dist/antd.css'), 'utf8');
    const hoisted = hoistDefaultThemeVariables(css);
    expect(hoisted).toMatch(/:root\{[^{}]*--ant-color-primary:#1677ff/);
    expect(hoisted).toMatch(/:root \.ant-btn\{[^{}]*--ant-button-/);
  });
});

describe('the trimmed list', () => {
  it('names no component the app imports, nor one those rely on', () => {
    const imported = [...antdImports()];
    expect(imported).toContain('Button');
    const removed = new Set<string>(UNUSED_ANTD_COMPONENTS);
    const clashes = imported.flatMap((name) =>
      classStems(name)
        .filter((stem) => removed.has(stem))
        .map((stem) => `${name} -> .ant-${stem}`),
    );
    expect(clashes).toEqual([]);
  });

  it("keeps the used components' rules of the real antd sheet and drops the others", () => {
    const css = readFileSync(path.join(process.cwd(), 'node_modules/antd/dist/antd.css'), 'utf8');
    const trimmed = trimAntdCss(css);
    for (const kept of [
      '.ant-btn{',
      '.ant-table-wrapper',
      '.ant-select-dropdown',
      '.ant-modal',
      '.ant-picker',
    ]) {
      expect(trimmed).toContain(kept);
    }
    expect(trimmed).not.toMatch(/\.ant-tree-treenode/);
    expect(trimmed).not.toMatch(/\.ant-carousel\b/);
    expect(trimmed.length).toBeLessThan(css.length * 0.85);
  });
});
