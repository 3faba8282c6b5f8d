import { Flex, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { ValueChainNode, ValueChainResponse } from '@/common/contracts/companyPages';
import { fanAnchors, groupNodes, RELATION_TITLES } from '../valueChainView';
import { ValueChainNodeBox } from './ValueChainNodeBox';

const LINE_COLOR = '#91caff';
const CONNECTOR_WIDTH = 56;
const CENTRE_WIDTH = 200;
const SIDE_STYLE: CSSProperties = { flex: '1 1 0', minWidth: 180 };
const PEER_LIST_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 8,
  margin: 0,
  padding: 0,
};

/** Lines from each node of a column to the company (scaled to the row's height, 1 px wide). */
function Connector({ count, side }: { count: number; side: 'left' | 'right' }) {
  return (
    <div aria-hidden style={{ flex: `0 0 ${String(CONNECTOR_WIDTH)}px`, position: 'relative' }}>
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      >
        {fanAnchors(count).map((y) => (
          <line
            key={y}
            x1={0}
            y1={side === 'left' ? y : 50}
            x2={100}
            y2={side === 'left' ? 50 : y}
            stroke={LINE_COLOR}
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
    </div>
  );
}

function NodeColumn({ title, nodes }: { title: string; nodes: ValueChainNode[] }) {
  if (nodes.length === 0) {
    return (
      <Flex align="center" justify="center" style={SIDE_STYLE}>
        <Typography.Text type="secondary">Chưa có dữ liệu</Typography.Text>
      </Flex>
    );
  }
  return (
    <ul
      aria-label={title}
      style={{ ...SIDE_STYLE, display: 'flex', flexDirection: 'column', margin: 0, padding: 0 }}
    >
      {nodes.map((node) => (
        <li
          key={`${node.ticker ?? ''}|${node.name}`}
          style={{
            flex: '1 1 0',
            display: 'flex',
            alignItems: 'center',
            listStyle: 'none',
            padding: '4px 0',
          }}
        >
          <ValueChainNodeBox node={node} />
        </li>
      ))}
    </ul>
  );
}

function ColumnTitle({ children, width }: { children: string; width?: number }) {
  return (
    <Typography.Text
      strong
      style={
        width
          ? { flex: `0 0 ${String(width)}px`, textAlign: 'center' }
          : { ...SIDE_STYLE, textAlign: 'center' }
      }
    >
      {children}
    </Typography.Text>
  );
}

/**
 * Suppliers on the left, the company in the centre, customers on the right (lines join each to the
 * company), peers below.
 */
export function ValueChainDiagram({ data }: { data: ValueChainResponse }) {
  const groups = groupNodes(data.nodes);
  return (
    <div data-testid="value-chain-diagram" style={{ overflowX: 'auto' }}>
      <div style={{ minWidth: 2 * 180 + 2 * CONNECTOR_WIDTH + CENTRE_WIDTH }}>
        <Flex style={{ marginBottom: 8 }}>
          <ColumnTitle>{RELATION_TITLES.upstream}</ColumnTitle>
          <span style={{ flex: `0 0 ${String(CONNECTOR_WIDTH)}px` }} />
          <ColumnTitle width={CENTRE_WIDTH}>Doanh nghiệp</ColumnTitle>
          <span style={{ flex: `0 0 ${String(CONNECTOR_WIDTH)}px` }} />
          <ColumnTitle>{RELATION_TITLES.downstream}</ColumnTitle>
        </Flex>
        <Flex align="stretch">
          <NodeColumn title={RELATION_TITLES.upstream} nodes={groups.upstream} />
          <Connector count={groups.upstream.length} side="left" />
          <Flex align="center" style={{ flex: `0 0 ${String(CENTRE_WIDTH)}px` }}>
            <div
              data-testid="value-chain-company"
              style={{
                width: '100%',
                padding: '12px 14px',
                borderRadius: 8,
                border: '2px solid var(--ant-color-primary)',
                background: '#e6f4ff',
                textAlign: 'center',
              }}
            >
              <Typography.Title level={4} style={{ margin: 0 }}>
                {data.ticker}
              </Typography.Title>
              <Typography.Text style={{ display: 'block' }}>{data.name}</Typography.Text>
              {data.industry && <Tag style={{ marginTop: 6, marginInlineEnd: 0 }}>{data.industry}</Tag>}
            </div>
          </Flex>
          <Connector count={groups.downstream.length} side="right" />
          <NodeColumn title={RELATION_TITLES.downstream} nodes={groups.downstream} />
        </Flex>
        <div aria-hidden style={{ width: 2, height: 24, margin: '8px auto 0', background: LINE_COLOR }} />
        <div style={{ borderTop: `2px solid ${LINE_COLOR}`, paddingTop: 12 }}>
          <Typography.Text strong style={{ display: 'block', textAlign: 'center', marginBottom: 8 }}>
            {RELATION_TITLES.peer}
          </Typography.Text>
          {groups.peer.length === 0 ? (
            <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center' }}>
              Chưa có dữ liệu
            </Typography.Text>
          ) : (
            <ul aria-label={RELATION_TITLES.peer} style={PEER_LIST_STYLE}>
              {groups.peer.map((node) => (
                <li key={`${node.ticker ?? ''}|${node.name}`} style={{ width: 180, listStyle: 'none' }}>
                  <ValueChainNodeBox node={node} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
