import { escapeHtml } from '../platform/escape-html.ts';
import type { TOpenApiDocument } from './openapi.ts';

/**
 * A self-contained reference page (no CDN: the product must work offline), of the whole app's document or, for the
 * people who build on the public API, of /api/v1's alone.
 */
export function renderDocsPage(
  doc: TOpenApiDocument,
  page: { title: string; machineReadable: string } = {
    title: 'Regulars API reference',
    machineReadable: '/api/openapi.json',
  },
): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, raw]) => {
        const op = raw as {
          summary?: string;
          tags?: string[];
          parameters?: unknown;
          requestBody?: unknown;
          responses?: unknown;
        };
        const detail = JSON.stringify(
          { parameters: op.parameters, requestBody: op.requestBody, responses: op.responses },
          null,
          2,
        );
        return `<details><summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> — ${escapeHtml(op.summary ?? '')} <em>${escapeHtml((op.tags ?? []).join(', '))}</em></summary><pre>${escapeHtml(detail)}</pre></details>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}
details{border:1px solid #e5e7eb;border-radius:.5rem;margin:.5rem 0;padding:.5rem .75rem}summary{cursor:pointer}
pre{background:#f9fafb;padding:.75rem;overflow:auto;font-size:12px}em{color:#6b7280;font-size:.85em}
.m{display:inline-block;min-width:4rem;font-weight:600;font-size:.8rem}.get{color:#047857}.post{color:#4f46e5}.put,.patch{color:#b45309}.delete{color:#dc2626}
</style></head><body><main><h1>${escapeHtml(page.title)}</h1><p>Machine-readable: <a href="${escapeHtml(page.machineReadable)}">${escapeHtml(page.machineReadable)}</a>. Errors always have the shape <code>{"error":{"code","message","details"?}}</code>.</p>
${rows}</main></body></html>`;
}
