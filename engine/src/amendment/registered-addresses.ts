import { deriveModel, type CompanyModel } from '../model/derive-model.ts';
import { separateCentralAdministration, type CompanyAddresses } from '../model/derive-used-addresses.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { withOldSeatProperty } from './old-seat-property.ts';

/**
 * The addresses the court has registered: an amendment's use declaration covers only the new ones (Ctv. 7. § (4)); the
 * renderer, the planner, the filing summary's proofs of use and the checks of that declaration read the same (decision
 * 053). Addresses renamed by a state or municipal decision (`allamiCimvaltozas`, Ctv. 53. § (1); decision 114) are the
 * registered premises under their new address: the seat, the telephelyek and the fióktelepek are the target's, and no
 * new use is declared or proven for them.
 */
export function registeredAddresses({ korabbi, uj, allamiCimvaltozas }: AmendmentRequest): CompanyAddresses {
  const places = allamiCimvaltozas === undefined ? korabbi : uj;
  return {
    szekhely: places.szekhely,
    kozpontiUgyintezesHelye:
      separateCentralAdministration(korabbi) === null
        ? places.kozpontiUgyintezesHelye
        : korabbi.kozpontiUgyintezesHelye,
    telephelyek: places.telephelyek,
    fioktelepek: places.fioktelepek,
  };
}

/**
 * The target state's model as the amendment's use declaration and consolidated articles read it: the registered
 * company on the documents' date, the change effective on its day, the declaration covering the new addresses only.
 * The checks of those documents' data read it (the minor owners, the missing data). The old seat kept as a telephely
 * or fióktelep has the registered seat's property (`withOldSeatProperty`).
 */
export function targetDeclarationModel(request: AmendmentRequest): CompanyModel {
  return deriveModel({
    ugyvediIroda: request.ugyvediIroda,
    keltezesHelye: request.keltezesHelye,
    keltezesIdeje: request.keltezesIdeje,
    tarsasag: withOldSeatProperty(request),
    bejegyzes: {
      cegjegyzekszam: request.bejegyzes.cegjegyzekszam,
      adoszam: request.bejegyzes.adoszam,
      valtozasNapja: request.hatalyNapja ?? request.dontes.datum,
      bejegyzettCimek: registeredAddresses(request),
    },
  });
}
