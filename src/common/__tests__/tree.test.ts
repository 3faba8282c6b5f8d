import { visibleTreeRows } from '../tree';

interface Node {
  key: string;
  children?: Node[];
}

const TREE: Node[] = [
  { key: 'a', children: [{ key: 'a1' }, { key: 'a2', children: [{ key: 'a2x' }] }] },
  { key: 'b', children: [{ key: 'b1' }] },
];

const shown = (keys: string[]) =>
  visibleTreeRows(TREE, keys).map(({ row, depth }) => `${row.key}@${String(depth)}`);

describe('visibleTreeRows', () => {
  it('shows the top rows only when nothing is open', () => {
    expect(shown([])).toEqual(['a@0', 'b@0']);
  });

  it("follows each open row with its children, one level deeper, and skips a closed parent's open child", () => {
    expect(shown(['a', 'a2'])).toEqual(['a@0', 'a1@1', 'a2@1', 'a2x@2', 'b@0']);
    expect(shown(['a2', 'b'])).toEqual(['a@0', 'b@0', 'b1@1']);
  });
});
