import { robotsServerSideProps } from '@/ssr/sitemap';

/** /robots.txt, written by getServerSideProps from the runtime origin (src/ssr/sitemap.ts). */
export const getServerSideProps = robotsServerSideProps;

export default function RobotsTxt() {
  return null;
}
