import { LockOutlined } from '@ant-design/icons';
import { SectionTitle } from '@/components/SectionTitle';
import { RetryAlert } from '@/components/RetryAlert';
import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card, Skeleton, Tag, Typography } from 'antd';
import { MACRO_MENU, macroChildPath } from '@/common/macroMenu';
import { useGetMacroMenuCustomQuery } from '../macroApi';
import { indicatorsOf } from '../macroMetrics';
import { firstIndicatorPath } from '../macroPages';
import { serverGroupIcon, staticGroupIcon } from './macroIcons';
import { ReleaseCalendar } from './ReleaseCalendar';

interface GroupCardProps {
  href: string;
  icon: ReactNode;
  label: string;
  /** The group's indicators, as a short line under its name. */
  indicators: readonly string[];
  locked?: boolean;
  /** Locked for a guest but opened by any free account (the menu's requiredPlan is null). */
  freeAccountOpens?: boolean;
}

function GroupCard({ href, icon, label, indicators, locked, freeAccountOpens }: GroupCardProps) {
  return (
    <Link href={href} style={{ display: 'block', height: '100%' }} data-testid="macro-group-card">
      <Card hoverable size="small" style={{ height: '100%' }}>
        <div className="macro-group-card-text">
          <Typography.Text strong style={{ fontSize: 16 }}>
            <span aria-hidden style={{ marginRight: 8 }}>
              {icon}
            </span>
            {label}
            {locked && (
              <Tag icon={<LockOutlined aria-hidden />} style={{ marginLeft: 8 }}>
                {freeAccountOpens ? 'Đăng ký miễn phí' : 'Cần nâng cấp'}
              </Tag>
            )}
          </Typography.Text>
          <Typography.Text type="secondary">{indicators.join(', ')}</Typography.Text>
        </div>
      </Card>
    </Link>
  );
}

/** The world groups of menu-macro-custom (the US, China, commodities), loaded in the browser. */
function WorldGroups() {
  const menu = useGetMacroMenuCustomQuery(undefined);
  if (menu.isError && !menu.data) {
    return (
      <RetryAlert
        title="Không tải được các nhóm chỉ tiêu thế giới"
        retrying={menu.isFetching}
        onRetry={() => {
          void menu.refetch();
        }}
      />
    );
  }
  if (!menu.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const groups = menu.data.groups.flatMap((group) => {
    const href = group.groupId === 'VN' ? null : firstIndicatorPath(group);
    return href ? [{ group, href }] : [];
  });
  if (groups.length === 0) return null;
  return (
    <div className="card-grid">
      {groups.map(({ group, href }) => (
        <GroupCard
          href={href}
          icon={serverGroupIcon(group)}
          label={group.name}
          indicators={indicatorsOf(group.children).map((node) => node.name)}
          locked={group.locked}
          freeAccountOpens={group.locked && group.requiredPlan === null}
          key={group.code}
        />
      ))}
    </div>
  );
}

/** /macro: the release calendar, then every group as a card leading to its first indicator. */
export function MacroIndexScreen() {
  return (
    <>
      <Head>
        <title>Kinh tế vĩ mô | VnFin</title>
      </Head>
      <Typography.Title level={1}>Kinh tế vĩ mô</Typography.Title>
      <div className="macro-index-sections">
        <section aria-labelledby="macro-release-calendar-title">
          <SectionTitle level={2} looks={4} id="macro-release-calendar-title">
            Lịch công bố số liệu
          </SectionTitle>
          <ReleaseCalendar />
        </section>
        <section aria-label="Kinh tế Việt Nam">
          <SectionTitle level={2} looks={4}>
            Việt Nam
          </SectionTitle>
          <div className="card-grid">
            {MACRO_MENU.flatMap((group) => {
              const first = group.childItem[0];
              return first
                ? [
                    <GroupCard
                      key={group.slug}
                      href={macroChildPath(group, first)}
                      icon={staticGroupIcon(group.icon)}
                      label={group.label}
                      indicators={group.childItem.map((child) => child.label)}
                    />,
                  ]
                : [];
            })}
          </div>
        </section>
        <section aria-label="Kinh tế thế giới và hàng hóa">
          <SectionTitle level={2} looks={4}>
            Thế giới và hàng hóa
          </SectionTitle>
          <WorldGroups />
        </section>
      </div>
    </>
  );
}
