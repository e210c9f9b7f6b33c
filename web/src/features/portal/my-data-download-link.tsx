import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** The customer's data as a JSON file: the server sends it as an attachment, so the page stays. */
export function MyDataDownloadLink({ label }: { label: string }) {
  return (
    <Button asChild variant="secondary">
      <a href="/api/portal/my-data" download>
        <Download className="size-4" aria-hidden />
        {label}
      </a>
    </Button>
  );
}
