import { TemplatesScreen } from '../features/messaging/index.ts';

export function EmailTemplatesPage() {
  return <TemplatesScreen channel="email" />;
}
