import type { TTillProvider, TTillState } from '@regulars/contracts';
import { Info, ShoppingBag } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { TillConnect } from './till-connect.tsx';
import { TillConnected } from './till-connected.tsx';
import { tillWords } from './till-words.ts';

/** Each till's own tile beside its name: Square's dark square, Shopify's green bag. */
function TillMark({ provider }: { provider: TTillProvider }) {
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg shadow-xs ring-1 ring-black/5 ring-inset',
        provider === 'square' ? 'bg-gray-900' : 'bg-[#5e8e3e]',
      )}
      aria-hidden
    >
      {provider === 'square' ? (
        <span className="size-4 rounded-[5px] border-[2.5px] border-white" />
      ) : (
        <ShoppingBag className="size-[18px] text-white" strokeWidth={2.25} />
      )}
    </span>
  );
}

/**
 * One till in the card (data-testid="till-square", "till-shopify"): its name, then its connection, or why it cannot be
 * connected on this server, or the way to connect it.
 */
export function TillSection({ provider, state }: { provider: TTillProvider; state: TTillState }) {
  const words = useAppWords();
  const { name, tagline, notConfigured } = tillWords(words, provider);
  const connection = state[provider];
  const configured = provider === 'square' ? state.squareConfigured : state.shopifyConfigured;
  const titleId = `till-${provider}-title`;
  return (
    <section data-testid={`till-${provider}`} aria-labelledby={titleId}>
      <div className="flex items-center gap-3 border-b border-gray-100 bg-gray-50/70 px-6 py-3.5">
        <TillMark provider={provider} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="text-sm font-semibold text-gray-900">
              {name}
            </h3>
            {connection && state.available && <Badge tone="green">{words.t('integrations.connected')}</Badge>}
          </div>
          <p className="text-xs text-gray-500">{tagline}</p>
        </div>
      </div>
      {connection ? (
        <TillConnected provider={provider} connection={connection} canEdit={state.canEdit} />
      ) : !configured ? (
        <div className="px-6 py-5">
          <p
            className="flex gap-3 rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-600 ring-1 ring-gray-200 ring-inset"
            data-testid="till-not-configured"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
            <span>{notConfigured}</span>
          </p>
        </div>
      ) : (
        <TillConnect provider={provider} canEdit={state.canEdit} />
      )}
    </section>
  );
}
