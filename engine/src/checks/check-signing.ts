import { joinList } from '../hu/join-list.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { SIGNING_GROUPS } from '../schema/company.ts';
import type { Warning } from './warning.ts';

/** Signing rights (spec section 5, legal brief 2.9 and 8.7). */
export function checkSigning(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  const directors = model.directors;
  if (directors.length === 1 && directors[0]!.isJointSigner)
    warnings.push({
      code: 'SINGLE_DIRECTOR_NOT_SOLE',
      severity: 'error',
      message:
        'Egyetlen ügyvezető csak önálló cégjegyzési joggal rendelkezhet; együttes cégjegyzéshez legalább még egy ügyvezető szükséges.',
      path: 'tarsasag.ugyvezetok.0.cegjegyzesiJogTipus',
    });
  for (const director of directors) {
    const path = `tarsasag.ugyvezetok.${director.index}.cegjegyzesEgyuttesenCsoport`;
    const groups = director.cegjegyzesEgyuttesenCsoport;
    if (director.isJointSigner && directors.length > 1 && groups.length === 0)
      warnings.push({
        code: 'JOINT_SIGNER_WITHOUT_GROUP',
        severity: 'error',
        message: `${director.nev} együttes cégjegyzési joggal rendelkezik, de nincs cégjegyzési csoporthoz (A, B vagy C) rendelve.`,
        path,
      });
    if (director.isSoleSigner && groups.length > 0)
      warnings.push({
        code: 'SOLE_SIGNER_WITH_GROUP',
        severity: 'warning',
        message: `${director.nev} önálló cégjegyzési joggal rendelkezik, ezért nem tartozhat együttes cégjegyzési csoportba (${joinList(groups)}).`,
        path,
      });
  }
  const lonelyGroups = SIGNING_GROUPS.filter(
    (group) =>
      directors.filter((director) => director.isJointSigner && director.cegjegyzesEgyuttesenCsoport.includes(group))
        .length === 1,
  );
  if (lonelyGroups.length > 0 && directors.length > 1)
    warnings.push({
      code: 'GROUP_WITH_SINGLE_DIRECTOR',
      severity: 'error',
      message: `${lonelyGroups.length === 1 ? 'Az alábbi cégjegyzési csoportban' : 'Az alábbi cégjegyzési csoportokban'} csak egy ügyvezető van, így az együttes cégjegyzés nem gyakorolható: ${joinList(lonelyGroups)}.`,
      path: 'tarsasag.ugyvezetok',
    });
  return warnings;
}
