/** A consistency finding: shown by the web app, printed by the CLI. Rendering never fails because of one. */
export type Warning = {
  code: string;
  /** `error`: the documents would be legally defective; `warning`: the lawyer should look at it. */
  severity: 'error' | 'warning';
  /** Hungarian text for the lawyer. */
  message: string;
  /** The field it is about, e.g. `tarsasag.ugyvezetok.0.cegjegyzesEgyuttesenCsoport`. */
  path?: string;
};
