import { TemplatesScreen } from '../features/messaging/templates/templates-screen.tsx';

export function EmailTemplatesPage() {
  return <TemplatesScreen channel="email" />;
}
