import { Checkbox, Stack } from '@mantine/core';
import type { ShareRulesFormValues } from '../rules/company-form-values.ts';
import type { CompanyForm } from './company-form-context.ts';

const SHARE_RULES: { key: keyof ShareRulesFormValues; label: string }[] = [
  { key: 'belsoAtruhazas', label: 'A tagok egymás között üzletrészüket szabadon átruházhatják' },
  { key: 'elovasarlasiJog', label: 'Kívülálló személyre történő átruházásnál a tagokat elővásárlási jog illeti meg' },
  {
    key: 'atruhazashozBeleegyezes',
    label: 'Kívülálló személyre történő átruházáshoz a társaság beleegyezése szükséges',
  },
  { key: 'ingyenesAtruhazasEngedelyezett', label: 'Az üzletrész ingyenesen (ellenérték nélkül) is átruházható' },
  { key: 'felosztashozBeleegyezes', label: 'Az üzletrész felosztásához a taggyűlés hozzájárulása szükséges' },
  { key: 'ugyvezetoFizethetOsztalekEloleg', label: 'Az ügyvezető javaslatára osztalékelőleg fizethető' },
];

export function ShareRulesTab({ form }: { form: CompanyForm }) {
  return (
    <Stack gap="sm">
      {SHARE_RULES.map((rule) => (
        <Checkbox
          key={rule.key}
          label={rule.label}
          {...form.getInputProps(`uzletreszNyeresegSzabalyzasok.${rule.key}`, { type: 'checkbox' })}
        />
      ))}
    </Stack>
  );
}
