/**
 * antd's static style sheet (antd/dist/antd.css, every component, ~960 KB) trimmed to what the app
 * can render. With `theme.zeroRuntime` (src/pages/_app.tsx) antd generates no CSS at run time, so this
 * sheet is all of antd's styling; the components below are neither imported by the app nor used
 * inside the components it imports. A rule goes only when every one of its selectors names one of
 * them, so shared rules (motion, resets, CSS variables) stay.
 *
 * Using one of these components later: take it off the list, or its markup renders unstyled (a test
 * compares the list with the components src/ imports from antd).
 */
export const UNUSED_ANTD_COMPONENTS = [
  'affix',
  'anchor',
  'breadcrumb',
  'card', // our own Card (src/components/Card.tsx, src/styles/card.css)
  'carousel',
  'cascader',
  'collapse',
  'color-picker',
  'float-btn',
  'image',
  'layout',
  'list',
  'masonry',
  'mentions',
  'notification',
  'otp',
  'picker-calendar',
  'rate',
  'ribbon',
  'select-tree',
  'slider',
  'splitter',
  'timeline',
  'tour',
  'transfer',
  'tree', // also TreeSelect's .ant-tree-select-*
  'watermark',
] as const;

/** Splits CSS text into its top-level blocks (a rule, or an at-rule with its nested body). */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, i + 1));
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      // A statement at-rule such as @charset or @import.
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) blocks.push(rest);
  return blocks;
}

/** Splits a selector list on its top-level commas (not those inside :is(), :where() or :not()). */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    const char = prelude[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors;
}

/** A selector without the arguments of its functional pseudo-classes: `a:not(.b) c` -> `a:not() c`. */
function withoutFunctionalPseudoClasses(selector: string): string {
  let out = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (depth === 0) out += char;
    if (char === ')') {
      depth -= 1;
      if (depth === 0) out += '()';
    }
  }
  return out;
}

/** Nested at-rules whose body is itself a list of rules. */
const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/;

/** Returns antd's CSS without the rules that only style the given components. */
export function trimAntdCss(css: string, unused: readonly string[] = UNUSED_ANTD_COMPONENTS): string {
  const names = unused.map((name) => name.replace(/[-]/g, '\\-')).join('|');
  const unusedClass = new RegExp(`\\.ant-(?:${names})(?![a-z0-9])`);
  const trimBlocks = (text: string): string =>
    topLevelBlocks(text)
      .map((block) => {
        const open = block.indexOf('{');
        if (open < 0) return block;
        const prelude = block.slice(0, open).trim();
        if (prelude.startsWith('@')) {
          if (!GROUPING_AT_RULE.test(prelude)) return block; // @keyframes, @font-face: kept whole
          const body = trimBlocks(block.slice(open + 1, -1));
          return body.trim() ? `${block.slice(0, open + 1)}${body}}` : '';
        }
        // Only classes outside :where()/:is()/:not()/:has() count: `.ant-btn:not(.ant-tree)` stays.
        const onlyUnused = selectorList(prelude).every((selector) =>
          unusedClass.test(withoutFunctionalPseudoClasses(selector)),
        );
        return onlyUnused ? '' : block;
      })
      .join('');
  return trimBlocks(css);
}

/**
 * antd's sheet declares the default theme's CSS variables under the class of the ConfigProvider it
 * was built with (`.css-var-_R_0_{--ant-color-primary:...}`, `.css-var-_R_0_.ant-btn{--ant-button-...}`).
 * A page renders that class only inside antd's ConfigProvider, so our own components drawn with antd's
 * class names (src/components) would find no variables outside it. This moves those declarations to
 * `:root` (`:root .ant-btn` keeps the two-class weight), so every element sees the default theme.
 * Other `.css-var-*` classes (themes nested inside antd's own components) are left as they are.
 */
export function hoistDefaultThemeVariables(css: string): string {
  // The provider's class is the one most rules are scoped to; nested themes use theirs once or twice.
  const counts = new Map<string, number>();
  for (const [, name = ''] of css.matchAll(/\.(css-var-[\w-]+)/g))
    counts.set(name, (counts.get(name) ?? 0) + 1);
  const root = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!root || !new RegExp(`\\.${root}\\{[^{}]*--ant-color-primary:`).test(css))
    throw new Error("antd's sheet has no default theme variables (--ant-color-primary)");
  const escaped = root.replace(/[-]/g, '\\-');
  return css
    .replace(new RegExp(`\\.${escaped}(?=[{,])`, 'g'), ':root')
    .replace(new RegExp(`\\.${escaped}(?=\\.)`, 'g'), ':root ');
}
