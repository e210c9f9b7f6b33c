import { PageHeader } from '../../components/ui/page-header.tsx';
import { OutboxMessages } from '../../features/outbox/index.ts';

export function AdminOutboxPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Outbox" description="Emails and SMS messages delivered through the outbox provider." />
      <OutboxMessages />
    </div>
  );
}
