import { isForeignAddress } from '@cegdok/engine';
import { TextInput } from '@mantine/core';
import type { CompanyForm } from './company-form-context.ts';

export const SERVICE_AGENT_LABEL = 'Kézbesítési megbízott neve és címe';

/**
 * The service agent (kézbesítési megbízott) of a member, a director or the company manager whose address is abroad,
 * which the engine's SERVICE_AGENT_MISSING finding asks for (Ctv. 25. § (1) l)). Shown for an address abroad, or
 * while one is given, so that it can be seen and cleared once the address is Hungarian.
 */
export function ServiceAgentField({
  form,
  path,
  entry,
  description,
}: {
  form: CompanyForm;
  path: `tagok.${number}` | `ugyvezetok.${number}` | 'cegvezeto';
  entry: { nev: string; lakohely: string; kezbesitesiMegbizott: string };
  description: string;
}) {
  if (!isForeignAddress(entry.lakohely) && entry.kezbesitesiMegbizott.trim() === '') return null;
  return (
    <TextInput
      mt="sm"
      label={SERVICE_AGENT_LABEL}
      aria-label={`${entry.nev}: ${SERVICE_AGENT_LABEL.toLowerCase()}`}
      description={description}
      placeholder="Pl.: dr. Kiss Anna ügyvéd, 1051 Budapest, Október 6. utca 3."
      data-path={`${path}.kezbesitesiMegbizott`}
      {...form.getInputProps(`${path}.kezbesitesiMegbizott`)}
    />
  );
}
