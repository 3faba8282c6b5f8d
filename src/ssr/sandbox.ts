import type { GetServerSideProps } from 'next';
import { getDb } from '@/server/db/client';
import { sandboxMomoConfig } from '@/server/modules/payments/config';
import { readSandboxToken } from '@/server/sandbox/momoSandbox';
import { isSandboxEnabled } from '@/server/sandbox/sandbox';
import { readVnpayRequest, type VnpayPaymentView } from '@/server/sandbox/vnpaySandbox';

/**
 * getServerSideProps of the gateway sandboxes' payment pages (docs/PAYMENTS.md): 404 unless the
 * sandbox is on; the signed request read and checked here, so the page only draws it.
 */

export interface SandboxMomoPayment {
  partnerCode: string;
  orderId: string;
  orderInfo: string;
  amount: number;
  card: boolean;
}

export interface SandboxMomoProps {
  token: string;
  /** Null when the token is missing, forged or expired. */
  payment: SandboxMomoPayment | null;
}

export const sandboxMomoServerSideProps: GetServerSideProps<SandboxMomoProps> = async ({ query }) => {
  if (!isSandboxEnabled()) return { notFound: true };
  const token = typeof query.token === 'string' ? query.token : '';
  const read = token ? readSandboxToken(token, (await sandboxMomoConfig(getDb())).secretKey) : null;
  const payment = read
    ? {
        partnerCode: read.partnerCode,
        orderId: read.orderId,
        orderInfo: read.orderInfo,
        amount: read.amount,
        card: read.requestType === 'payWithCC',
      }
    : null;
  return { props: { token, payment } };
};

export type { VnpayPaymentView };

export interface SandboxVnpayProps {
  params: Record<string, string>;
  /** Null when the signature is wrong or the payment window has passed. */
  view: VnpayPaymentView | null;
}

export const sandboxVnpayServerSideProps: GetServerSideProps<SandboxVnpayProps> = async ({ query }) => {
  if (!isSandboxEnabled()) return { notFound: true };
  const request = await readVnpayRequest(getDb(), query);
  return { props: { params: request?.params ?? {}, view: request?.view ?? null } };
};
