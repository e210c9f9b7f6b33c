import { Spinner } from './spinner.tsx';

/** Shown while the session is being checked ('Loading...'). */
export function FullScreenLoader() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-gray-50" role="status">
      <Spinner className="size-8 text-brand-600" label="Loading" />
      <p className="text-sm font-medium text-gray-500">Loading...</p>
    </div>
  );
}
