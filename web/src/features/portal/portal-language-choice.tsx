import type { TLanguage } from '@regulars/contracts';
import { useSetPortalLanguage } from '../../api/portal.ts';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useWords } from '../../lib/words.tsx';
import { portalRefusalIn } from './login-error.ts';

/**
 * The language the customer reads the portal in (issue 52): the business's until they choose; each named in its own
 * words, so anyone finds theirs. Kept for them at this business.
 */
export function PortalLanguageChoice({ language }: { language: TLanguage }) {
  const words = useWords();
  const choose = useSetPortalLanguage();
  return (
    <div className="flex items-center justify-center gap-3">
      <label htmlFor="portal-language" className="text-sm font-medium text-gray-600">
        {words.t('portal.language')}
      </label>
      <LanguageSelect
        id="portal-language"
        wrapperClassName="w-52"
        value={language}
        disabled={choose.isPending}
        onChoose={(chosen) =>
          choose.mutate(chosen, {
            onError: (error) => toast.error(portalRefusalIn(words, error, 'portalRefusal.somethingWrong')),
          })
        }
      />
    </div>
  );
}
