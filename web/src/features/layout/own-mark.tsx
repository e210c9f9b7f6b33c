import { useBrand } from '../../api/brand.ts';
import { CompanyMark } from '../../components/ui/company-mark.tsx';
import { useTabTitle } from '../../lib/use-tab-title.ts';

/**
 * A white-label client's own mark at the top of its app (issue 53): its logo, else its initial on a tile, beside its
 * name; the tab's title is its name too (index.html's is the platform's).
 */
export function OwnMark({ companyName }: { companyName: string }) {
  const { data: brand } = useBrand();
  useTabTitle(companyName);
  return <CompanyMark name={companyName} logoUrl={brand?.logo?.url} testId="own-mark" />;
}
