import { joinList } from '../hu/join-list.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { isSameAddress } from '../model/is-same-address.ts';
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
  const directorsCanSign = directors.some((director) => director.isSoleSigner || director.coSigners.length > 0);
  for (const director of directors) {
    const path = `tarsasag.ugyvezetok.${director.index}.cegjegyzesEgyuttesenCsoport`;
    const groups = director.cegjegyzesEgyuttesenCsoport;
    // Two joint signers without groups sign with each other; a lone group is reported below. A director whose only
    // partner is the joint-signing company manager has a co-signer too (Ctv. 8. § (2): the manager is a signatory),
    // as long as directors alone can sign documents 2–6 for the company (selectCompanySigners).
    if (
      director.isJointSigner &&
      directors.length > 1 &&
      groups.length === 0 &&
      director.coSigners.length === 0 &&
      (director.companyManagerCoSigner === null || !directorsCanSign)
    )
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
  // a structured joint-signing company manager of the group is the lone director's partner (directors alone must still
  // be able to sign for the company: the documents carry directors' signatures only)
  const manager = model.companyManager;
  const managerGroups =
    manager?.isJointSigner && !manager.isFreeText && directorsCanSign ? manager.cegjegyzesEgyuttesenCsoport : [];
  const lonelyGroups = SIGNING_GROUPS.filter(
    (group) =>
      directors.filter((director) => director.isJointSigner && director.cegjegyzesEgyuttesenCsoport.includes(group))
        .length === 1 && !managerGroups.includes(group),
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
  if (manager?.isJointSigner && !manager.isFreeText && manager.coSigners.length === 0)
    warnings.push(
      legalError(
        'MANAGER_JOINT_WITHOUT_PARTNER',
        STATUTE,
        `A cégvezető (${manager.nev}) együttes cégjegyzési joggal rendelkezik, de ${manager.cegjegyzesEgyuttesenCsoport.length > 0 ? `a cégjegyzési csoportjában (${joinList(manager.cegjegyzesEgyuttesenCsoport)}) nincs együttes cégjegyzési joggal rendelkező ügyvezető` : 'nincs ügyvezető'}, így nincs kivel együtt jegyeznie.`,
        'tarsasag.cegvezeto.cegjegyzesEgyuttesenCsoport',
      ),
    );
  warnings.push(...checkManagerWhoIsDirector(model), ...checkTwoSignatoriesMixed(model));
  return warnings;
}

/** The director the company manager also is: by the saved person, else by name and (where given) address. */
function directorWhoIsManager(model: CompanyModel) {
  const manager = model.companyManager;
  if (!manager) return undefined;
  return model.directors.find((candidate) =>
    manager.szemely?.id !== undefined && candidate.szemely?.id !== undefined
      ? manager.szemely.id === candidate.szemely.id
      : manager.nev.trim() === candidate.nev.trim() &&
        (manager.lakohely === undefined || isSameAddress(manager.lakohely, candidate.lakohely)),
  );
}

/**
 * One director signing alone and a company manager signing jointly (decision 090): the company then has two
 * signatories, and only where there are more than two may some sign alone and others jointly (Ctv. 8. § (2)); the
 * manager's only partner would be the director, who may sign alone anyway. The lone joint director beside a sole
 * manager is refused above (`SINGLE_DIRECTOR_NOT_SOLE`), two directors of mixed modes by `JOINT_SIGNER_WITHOUT_GROUP`;
 * the director who is the manager too by `checkManagerWhoIsDirector`. The old free-text manager has no mode.
 */
function checkTwoSignatoriesMixed(model: CompanyModel): Warning[] {
  const manager = model.companyManager;
  const [director, ...others] = model.directors;
  if (!manager || manager.isFreeText || !director || others.length > 0) return [];
  if (!director.isSoleSigner || !manager.isJointSigner || directorWhoIsManager(model)) return [];
  return [
    legalError(
      'TWO_SIGNATORIES_MIXED_MODES',
      STATUTE,
      `A Társaság cégjegyzésére két személy jogosult: ${director.nev} ügyvezető önálló, ${manager.nev} cégvezető együttes cégjegyzési joggal. Egyes jogosultakat önálló, másokat együttes cégjegyzési jog csak kettőnél több cégjegyzésre jogosult esetén illethet meg; két jogosult mellett a cégvezető csak az ügyvezetővel jegyezhetne együtt, aki a céget egyedül is jegyzi. Kérjük, a cégvezetőnek önálló cégjegyzési jogot adjon, vagy jelöljön ki további cégjegyzésre jogosultat`,
      'tarsasag.cegvezeto.cegjegyzesiJogTipus',
    ),
  ];
}

/**
 * The company manager named as one of the directors: by the saved person, else by name and (where the manager's is
 * given) address. One person signs for the company in one way only (Ctv. 8. § (3)), so a director and manager who
 * signs alone in one role and jointly in the other is an error; the same mode in both roles is left to the lawyer:
 * the manager is an employee acting on the directors' instructions (Ptk. 3:113. § (1)), and a joint signer cannot
 * sign jointly with himself. The old free-text manager prints its signing mode as a blank: only the warning.
 */
function checkManagerWhoIsDirector(model: CompanyModel): Warning[] {
  const manager = model.companyManager;
  const director = directorWhoIsManager(model);
  if (!manager || !director) return [];
  const mode = (joint: boolean) => (joint ? 'együttes' : 'önálló');
  // the old free-text manager's signing mode is a blank for the lawyer, so only the warning applies
  if (!manager.isFreeText && director.isJointSigner !== manager.isJointSigner)
    return [
      legalError(
        'MANAGER_DIRECTOR_SIGNING_MODES',
        'Ctv. 8. § (3)',
        `${director.nev} ügyvezetőként ${mode(director.isJointSigner)}, cégvezetőként ${mode(manager.isJointSigner)} cégjegyzési jogot kapna; ugyanaz a személy csak egyféle módon – vagy önállóan, vagy mással együttesen – jegyezheti a céget.`,
        'tarsasag.cegvezeto.cegjegyzesiJogTipus',
      ),
    ];
  return [
    {
      code: 'MANAGER_IS_DIRECTOR',
      severity: 'warning',
      message: `${director.nev} ügyvezetőként és cégvezetőként is szerepel. A cégvezető a vezető tisztségviselő rendelkezései alapján eljáró munkavállaló (Ptk. 3:113. § (1)), ezért a két tisztség egy személyben való betöltése vitatható${manager.isJointSigner && !manager.isFreeText ? ', együttes cégjegyzési joga pedig nem gyakorolható önmagával' : ''}. Kérjük, ellenőrizze.`,
      path: 'tarsasag.cegvezeto',
    },
  ];
}
