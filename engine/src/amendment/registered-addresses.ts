import type { CompanyAddresses } from '../model/derive-used-addresses.ts';
import type { AmendmentRequest } from './amendment-schema.ts';

/**
 * The addresses the court has registered: an amendment's use declaration covers only the new ones (Ctv. 7. § (4)); the
 * renderer and the checks of that declaration read the same (decision 053).
 */
export function registeredAddresses({ korabbi }: AmendmentRequest): CompanyAddresses {
  return {
    szekhely: korabbi.szekhely,
    kozpontiUgyintezesHelye: korabbi.kozpontiUgyintezesHelye,
    telephelyek: korabbi.telephelyek,
    fioktelepek: korabbi.fioktelepek,
  };
}
