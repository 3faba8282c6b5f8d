/**
 * The page of a specification route (`/enterprise/overview` ...): never drawn, its
 * getServerSideProps always redirects to a company page (src/ssr/companyEntry.ts).
 */
export function CompanyEntryPage() {
  return null;
}
