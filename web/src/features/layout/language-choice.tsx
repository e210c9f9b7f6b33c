import { useChooseLanguage, useMe } from '../../api/auth.ts';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/**
 * The language the app speaks to this user (issue 52), at the sidebar's foot on every screen: their business's until
 * they choose; each named in its own words, so anyone finds theirs. Their own: colleagues keep theirs.
 */
export function LanguageChoice() {
  const { t } = useAppWords();
  const language = useMe().data?.language ?? 'en';
  const choose = useChooseLanguage();
  return (
    <div className="px-3 pb-2">
      <label htmlFor="app-language" className="sr-only">
        {t('shell.language')}
      </label>
      <LanguageSelect
        id="app-language"
        className="h-9 text-sm"
        value={language}
        disabled={choose.isPending}
        onChoose={(chosen) => choose.mutate(chosen, { onError: () => toast.error(t('shell.languageFailed')) })}
      />
    </div>
  );
}
