import Head from 'next/head';
import { useRouter } from 'next/router';
import { absoluteUrl, pageJsonLd, serializeJsonLd } from '@/common/seo/jsonLd';
import { defaultPageSeo, documentTitle, SITE_LOCALE, SITE_NAME, type PageSeo } from '@/common/seo/pageSeo';
import { canonicalUrl } from '@/lib/canonical';

interface PageHeadProps {
  /** The page's own SEO props (PageProps.seo); the route's defaults when it has none. */
  seo?: PageSeo;
}

/**
 * The head of every page, rendered once from _app: title, description, canonical link, Open Graph
 * and Twitter card tags and JSON-LD (issue 29). og:url is the canonical URL itself, and the image and
 * breadcrumb URLs sit on the same origin, so a preview always points at the page it was made from.
 * Pages that set their own <title> (next/head keeps the last) still get this description and preview.
 */
export function PageHead({ seo }: PageHeadProps) {
  const router = useRouter();
  const canonical = canonicalUrl(router.asPath);
  const origin = canonicalUrl('/').replace(/\/+$/, '');
  const page = seo ?? defaultPageSeo(router.asPath);
  const title = documentTitle(page);
  const image = absoluteUrl(origin, page.image.path);
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={page.description} key="description" />
      <link rel="canonical" href={canonical} key="canonical" />
      <meta property="og:type" content={page.type} key="og:type" />
      <meta property="og:site_name" content={SITE_NAME} key="og:site_name" />
      <meta property="og:locale" content={SITE_LOCALE} key="og:locale" />
      <meta property="og:title" content={page.title} key="og:title" />
      <meta property="og:description" content={page.description} key="og:description" />
      <meta property="og:url" content={canonical} key="og:url" />
      <meta property="og:image" content={image} key="og:image" />
      <meta property="og:image:type" content="image/png" key="og:image:type" />
      <meta property="og:image:width" content={String(page.image.width)} key="og:image:width" />
      <meta property="og:image:height" content={String(page.image.height)} key="og:image:height" />
      <meta property="og:image:alt" content={page.image.alt} key="og:image:alt" />
      <meta name="twitter:card" content="summary_large_image" key="twitter:card" />
      <meta name="twitter:title" content={page.title} key="twitter:title" />
      <meta name="twitter:description" content={page.description} key="twitter:description" />
      <meta name="twitter:image" content={image} key="twitter:image" />
      <meta name="twitter:image:alt" content={page.image.alt} key="twitter:image:alt" />
      {pageJsonLd(origin, page.breadcrumbs).map((data, index) => (
        <script
          key={`ld-${String(index)}`}
          type="application/ld+json"
          // JSON-LD is data, not script: escaped so a name cannot close the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </Head>
  );
}
