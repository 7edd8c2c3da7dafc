import { joinList } from '../hu/join-list.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { SIGNING_GROUPS } from '../schema/company.ts';
import { legalError, type Warning } from './warning.ts';

/** The signing mode is sole or joint; joint signing needs a second signatory. */
const STATUTE = 'Ctv. 8. § (2)';

/**
 * Signing rights (legal brief 2.9 and 8.7). A joint signer never silently becomes a sole signer: a lone joint signer
 * or a joint-signing group with one director is an error, so the documents cannot be generated.
 */
export function checkSigning(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  const directors = model.directors;
  if (directors.length === 1 && directors[0]!.isJointSigner)
    warnings.push(
      legalError(
        'SINGLE_DIRECTOR_NOT_SOLE',
        STATUTE,
        'Egyetlen ügyvezető csak önálló cégjegyzési joggal rendelkezhet; együttes cégjegyzéshez legalább még egy ügyvezető szükséges.',
        'tarsasag.ugyvezetok.0.cegjegyzesiJogTipus',
      ),
    );
  for (const director of directors) {
    const path = `tarsasag.ugyvezetok.${director.index}.cegjegyzesEgyuttesenCsoport`;
    const groups = director.cegjegyzesEgyuttesenCsoport;
    // Two joint signers without groups sign with each other; a lone group is reported below.
    if (director.isJointSigner && directors.length > 1 && groups.length === 0 && director.coSigners.length === 0)
      warnings.push(
        legalError(
          'JOINT_SIGNER_WITHOUT_GROUP',
          STATUTE,
          `${director.nev} együttes cégjegyzési joggal rendelkezik, de nincs cégjegyzési csoporthoz (A, B vagy C) rendelve, így nincs kivel együtt jegyeznie.`,
          path,
        ),
      );
    if (director.isSoleSigner && groups.length > 0)
      warnings.push({
        code: 'SOLE_SIGNER_WITH_GROUP',
        severity: 'warning',
        message: `${director.nev} önálló cégjegyzési joggal rendelkezik, ezért nem tartozhat együttes cégjegyzési csoportba (${joinList(groups)}); a dokumentumok önálló cégjegyzést tartalmaznak (Ctv. 8. § (3)).`,
        path,
      });
  }
  const lonelyGroups = SIGNING_GROUPS.filter(
    (group) =>
      directors.filter((director) => director.isJointSigner && director.cegjegyzesEgyuttesenCsoport.includes(group))
        .length === 1,
  );
  if (lonelyGroups.length > 0 && directors.length > 1)
    warnings.push(
      legalError(
        'GROUP_WITH_SINGLE_DIRECTOR',
        STATUTE,
        `${lonelyGroups.length === 1 ? 'Az alábbi cégjegyzési csoportban' : 'Az alábbi cégjegyzési csoportokban'} csak egy ügyvezető van, így az együttes cégjegyzés nem gyakorolható: ${joinList(lonelyGroups)}.`,
        'tarsasag.ugyvezetok',
      ),
    );
  return warnings;
}
