import { ScanLine, Search } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Enter: open the first match. */
  onSubmit: () => void;
  searching: boolean;
  /** Shown only where the browser can read QR codes with a camera. */
  onScan?: () => void;
};

/** The big field the counter starts from: a phone, a customer ID or a name. */
export function CustomerSearchField({ value, onChange, onSubmit, searching, onScan }: Props) {
  const { t } = useAppWords();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older tablet browsers a till may run
    <form
      role="search"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="customer-search" className="block text-sm font-medium text-gray-700">
        {t('counter.search.label')}
      </label>
      <div className="flex gap-3">
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-gray-400"
            aria-hidden
          />
          <Input
            id="customer-search"
            type="search"
            placeholder={t('counter.search.placeholder')}
            // The counter screen exists to find someone: the cursor starts here.
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
            // Room on the right for the clear button and the spinner once something is typed.
            className={cn('h-14 rounded-xl pl-11 text-base xl:text-lg', value ? 'pr-16' : 'pr-4')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {searching && (
            // Left of the field's own clear button.
            <Spinner
              className="absolute top-1/2 right-10 size-5 -translate-y-1/2 text-gray-400"
              label={t('counter.search.searching')}
            />
          )}
        </div>
        {onScan && (
          <Button variant="secondary" size="lg" className="h-14" onClick={onScan}>
            <ScanLine className="size-5" aria-hidden />
            <span className="hidden sm:inline">{t('counter.search.scan')}</span>
            <span className="sr-only sm:hidden">{t('counter.search.scan')}</span>
          </Button>
        )}
      </div>
    </form>
  );
}
