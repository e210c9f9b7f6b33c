import type { TOutboxMessage } from '@regulars/contracts';
import { Badge } from '../../components/ui/badge.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { linkify } from './linkify.tsx';

type MessageDialogProps = { message: TOutboxMessage | null; onClose: () => void };

export function MessageDialog({ message, onClose }: MessageDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {message && (
          <>
            <DialogHeader>
              <div className="flex items-center gap-2">
                <ChannelBadge channel={message.channel} />
                <span className="text-xs text-gray-500">{formatDateTime(message.createdAt)}</span>
              </div>
              <DialogTitle className="mt-1">
                {message.subject ?? (message.channel === 'sms' ? 'SMS message' : '(no subject)')}
              </DialogTitle>
              <DialogDescription>
                {message.fromName && <>From: {message.fromName} · </>}To: {message.to}
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="space-y-5">
              <section>
                <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Text</h3>
                <pre className="mt-2 rounded-lg border border-gray-200 bg-gray-50 p-4 font-sans text-sm whitespace-pre-wrap break-words text-gray-800 select-text">
                  {linkify(message.preview.text)}
                </pre>
              </section>
              {/* The preview: no open pixel and no tracked links, so reading it never counts as the customer's. */}
              {message.preview.html && (
                <section>
                  <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">HTML preview</h3>
                  <iframe
                    title="HTML preview"
                    sandbox=""
                    srcDoc={message.preview.html}
                    className="mt-2 h-96 w-full rounded-lg border border-gray-200 bg-white"
                  />
                </section>
              )}
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function ChannelBadge({ channel }: { channel: TOutboxMessage['channel'] }) {
  return channel === 'email' ? <Badge tone="brand">Email</Badge> : <Badge tone="blue">SMS</Badge>;
}
