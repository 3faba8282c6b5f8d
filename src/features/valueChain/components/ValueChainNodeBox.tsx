import { Tag, Tooltip, Typography } from 'antd';
import Link from 'next/link';
import type { CSSProperties } from 'react';
import type { ValueChainNode } from '@/common/contracts/companyPages';
import { nodeHref } from '../valueChainView';

/**
 * Every box has the same height, so the rows of a column are equal and the connecting lines meet
 * each box at its middle; longer names are clipped and read in full in the tooltip.
 */
export const NODE_HEIGHT = 56;

const NODE_STYLE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  height: NODE_HEIGHT,
  overflow: 'hidden',
  padding: '4px 10px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#fff',
  lineHeight: 1.35,
};

/**
 * One counterpart: a listed one links to its overview; an unlisted one is plain text. The tooltip
 * (hover or focus) shows the note, else the full name.
 */
export function ValueChainNodeBox({ node }: { node: ValueChainNode }) {
  const tip = node.note ?? node.name;
  if (node.ticker) {
    return (
      <Tooltip title={tip}>
        <Link
          href={nodeHref(node.ticker)}
          style={{ ...NODE_STYLE, borderColor: '#91caff', textDecoration: 'none' }}
          data-testid="value-chain-node"
          data-listed="true"
        >
          <span>
            <Typography.Text strong style={{ color: 'var(--ant-color-link)' }}>
              {node.ticker}
            </Typography.Text>
            {node.exchange && (
              <Tag style={{ marginLeft: 6, marginInlineEnd: 0 }} variant="filled">
                {node.exchange}
              </Tag>
            )}
          </span>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {node.name}
          </Typography.Text>
        </Link>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={tip}>
      <span style={NODE_STYLE} tabIndex={0} data-testid="value-chain-node" data-listed="false">
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {node.name}
        </Typography.Paragraph>
      </span>
    </Tooltip>
  );
}
