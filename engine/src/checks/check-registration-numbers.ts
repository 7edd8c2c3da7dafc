import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { nameInText } from '../model/derive-members.ts';
import { isForeignAddress } from '../model/is-foreign-address.ts';
import { registrationNumberOf } from '../model/registration-number.ts';
import type { Company } from '../schema/company.ts';
import type { Warning } from './warning.ts';

type Entity = { nev: string; lakohely: string; jogiSzemely: boolean; cegjegyzekszam?: string | undefined };

/**
 * A legal entity with a Hungarian seat whose number is not in the cégjegyzékszám form (`01-09-123456`): the documents
 * print it as a nyilvántartási szám, right for a foundation or an association, wrong for a mistyped company number.
 * `prefix` is the company's path (`tarsasag`, `uj`).
 */
export function checkRegistrationNumbers(
  company: Pick<Company, 'tagok' | 'szekhelyIngatlan'>,
  prefix: string,
): Warning[] {
  const entities: [Entity, string, string][] = [
    ...company.tagok.map((member, index): [Entity, string, string] => [member, 'tag', `${prefix}.tagok.${index}`]),
    ...(company.szekhelyIngatlan?.tulajdonosok ?? []).map((owner, index): [Entity, string, string] => [
      owner,
      'a székhely tulajdonosa',
      `${prefix}.szekhelyIngatlan.tulajdonosok.${index}`,
    ]),
  ];
  return entities.flatMap(([entity, role, path]) => {
    if (!entity.jogiSzemely || entity.cegjegyzekszam === undefined || isForeignAddress(entity.lakohely)) return [];
    if (registrationNumberOf(entity).label === 'cégjegyzékszám') return [];
    return [
      {
        code: 'REGISTRATION_NUMBER_FORM',
        severity: 'warning' as const,
        message: `${capitalizeFirst(nameInText(entity))} (${role}) székhelye Magyarországon van, a megadott szám („${entity.cegjegyzekszam}”) azonban nem cégjegyzékszám (01-09-123456 formátum), ezért az okiratok „nyilvántartási szám” megjelöléssel tüntetik fel (Ctv. 24. § (1) h)). Ha a jogi személy a cégjegyzékben szerepel, javítsa a számot a cégkivonat szerint.`,
        path: `${path}.cegjegyzekszam`,
      },
    ];
  });
}
