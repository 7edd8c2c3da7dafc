import { isUnderStrikeOff } from '../checks/check-pre-company-members.ts';
import { legalError, type Warning } from '../checks/warning.ts';
import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { isSameName } from '../hu/name-key.ts';
import { nameInText } from '../model/derive-members.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';

const STATUTE = 'Ctv. 116. § (3b)';

/** What the statute forbids the director of a company under compulsory strike-off, for the messages. */
const RULE =
  'A kényszertörlési eljárás alatt a cég vezető tisztségviselője a cég nevében új kötelezettséget nem vállalhat, a cég vagyontárgyát nem ruházhatja át és nem terhelheti meg; a cég vagyontárgyának átruházására kötött szerződés, illetve az ilyen jognyilatkozat semmis';

type Party = { nev: string; jogiSzemely: boolean };

const inStrikeOff = (party: Party | undefined): party is Party =>
  party !== undefined && party.jogiSzemely && isUnderStrikeOff(party.nev);

/**
 * The legal entities whose name carries „kényszertörlés alatt” („kt. a.”, Ctv. 5. § e)) and which act in this
 * amendment (decision 090): the director of such a company may take on no new obligation in its name and may not
 * transfer or burden its assets, and a contract transferring its asset is void (Ctv. 116. § (3b)). So a seller under
 * strike-off may not transfer its business share (its asset), a buyer under strike-off may not promise a purchase
 * price, and a member or newcomer under strike-off may not undertake a capital increase contribution: refused. A
 * buyer under strike-off receiving the share as a gift takes on no price, but as a member it accepts the articles'
 * obligations; whether that is a new obligation is not settled, so it is a warning. A registered member merely
 * remaining a member is no act of the amendment and is not judged (the formation refuses a founder under strike-off,
 * `checkMembersInProceedings`).
 */
export function checkPartiesInStrikeOff(request: AmendmentRequest): Warning[] {
  const transfers = request.uzletreszAtruhazasok.flatMap((transfer, index): Warning[] => {
    const path = `uzletreszAtruhazasok.${index}`;
    const seller = findMember(request.korabbi.tagok, transfer.eladoTag);
    const sellerFinding = inStrikeOff(seller)
      ? [
          legalError(
            'atruhazo-kenyszertorles',
            STATUTE,
            `${capitalizeFirst(nameInText(seller))} (átruházó tag) cégneve „kényszertörlés alatt” toldatot visel. ${RULE}. Az üzletrész a cég vagyontárgya, ezért a cég azt a kényszertörlési eljárás alatt nem ruházhatja át`,
            `${path}.eladoTag`,
          ),
        ]
      : [];
    if (!inStrikeOff(transfer.vevo)) return sellerFinding;
    const buyer = capitalizeFirst(nameInText(transfer.vevo));
    const buyerFinding: Warning =
      transfer.jogcim === 'ADASVETEL'
        ? legalError(
            'vevo-kenyszertorles',
            STATUTE,
            `${buyer} (vevő) cégneve „kényszertörlés alatt” toldatot visel. ${RULE}. A vételár megfizetésének vállalása új kötelezettség, ezért a cég a kényszertörlési eljárás alatt üzletrészt nem vásárolhat`,
            `${path}.vevo`,
          )
        : {
            code: 'vevo-kenyszertorles',
            severity: 'warning',
            message: `${buyer} (vevő) cégneve „kényszertörlés alatt” toldatot visel, és az üzletrészt ajándékként szerzi meg. A kényszertörlési eljárás alatt a cég vezető tisztségviselője a cég nevében új kötelezettséget nem vállalhat (Ctv. 116. § (3b)); vételárat a vevő nem fizet, tagként azonban a létesítő okirat szerinti kötelezettségek terhelik. Hogy ez új kötelezettségvállalásnak minősül-e, a program nem dönti el: kérjük, vizsgálja meg.`,
            path: `${path}.vevo`,
          };
    return [...sellerFinding, buyerFinding];
  });
  const contributions = (request.tokeemeles?.hozzajarulasok ?? []).flatMap((contribution, index): Warning[] => {
    const contributor =
      contribution.tag !== undefined
        ? (findMember(request.uj.tagok, contribution.tag) ?? findMember(request.korabbi.tagok, contribution.tag))
        : request.uj.tagok.find(
            (member) => contribution.ujTag !== undefined && isSameName(member.nev, contribution.ujTag),
          );
    if (!inStrikeOff(contributor)) return [];
    return [
      legalError(
        'hozzajarulo-kenyszertorles',
        STATUTE,
        `${capitalizeFirst(nameInText(contributor))} cégneve „kényszertörlés alatt” toldatot visel. ${RULE}. A törzstőkeemeléshez vállalt vagyoni hozzájárulás új kötelezettség, teljesítése a cég vagyonának átruházása, ezért a cég a kényszertörlési eljárás alatt hozzájárulást nem vállalhat`,
        `tokeemeles.hozzajarulasok.${index}`,
      ),
    ];
  });
  return [...transfers, ...contributions];
}
