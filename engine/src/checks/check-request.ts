import type { DocumentRequest } from '../schema/request.ts';

/** A consistency finding: shown by the web app, printed by the CLI. */
export type Warning = {
  code: string;
  /** Hungarian text for the lawyer. */
  message: string;
  /** The field it is about, e.g. `tarsasag.ugyvezetok.0.cegjegyzesEgyuttesenCsoport`. */
  path?: string;
};

/** The consistency rules of spec section 5 and the legal brief section 8. `today` is ISO `YYYY-MM-DD`. */
export function checkRequest(_request: DocumentRequest, _options: { today: string }): Warning[] {
  return [];
}
