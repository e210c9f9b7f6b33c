import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = {
  id: string;
  clients: { id: string; companyName: string }[] | undefined;
  value: string;
  disabled: boolean;
  onChange: (clientId: string) => void;
};

/** "Save from this client": the agency's clients to save a kit or a piece from. */
export function LibraryClientSelect({ id, clients, value, disabled, onChange }: Props) {
  const { t } = useAppWords();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('clients.library.kitClient')}</Label>
      <Select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {(clients ?? []).map((client) => (
          <option key={client.id} value={client.id}>
            {client.companyName}
          </option>
        ))}
      </Select>
    </div>
  );
}
