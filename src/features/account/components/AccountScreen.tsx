import Head from 'next/head';
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface AccountScreenProps {
  title: string;
  /** A short line under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Maximum width in pixels (460: a login-sized card). */
  width?: number;
  /** No card around the children (they bring their own). */
  bare?: boolean;
}

/** The frame of the account screens: page title, heading and a centred card. */
export function AccountScreen({ title, intro, children, width = 460, bare }: AccountScreenProps) {
  return (
    <>
      <Head>
        <title>{`${title} | VnFin`}</title>
      </Head>
      <div style={{ maxWidth: width, margin: '0 auto' }}>
        <Typography.Title level={1}>{title}</Typography.Title>
        {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        {bare ? children : <Card>{children}</Card>}
      </div>
    </>
  );
}
