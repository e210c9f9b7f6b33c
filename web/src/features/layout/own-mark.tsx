import { useEffect } from 'react';
import { useBrand } from '../../api/brand.ts';

/**
 * A white-label client's own mark at the top of its app (issue 53): its logo, else its initial on a tile, beside its
 * name; the tab's title is its name too (index.html's is the platform's).
 */
export function OwnMark({ companyName }: { companyName: string }) {
  const { data: brand } = useBrand();
  useEffect(() => {
    const before = document.title;
    document.title = companyName;
    return () => {
      document.title = before;
    };
  }, [companyName]);
  return (
    <span className="inline-flex min-w-0 items-center gap-2.5" data-testid="own-mark">
      {brand?.logo ? (
        <img src={brand.logo.url} alt="" className="h-7 w-auto max-w-32 object-contain" />
      ) : (
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-sm font-bold text-white"
          aria-hidden
        >
          {companyName.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className="truncate text-lg font-semibold tracking-tight text-gray-900">{companyName}</span>
    </span>
  );
}
