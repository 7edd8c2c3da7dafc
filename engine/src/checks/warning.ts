/**
 * A finding of the checks: shown by the web app, printed by the CLI, returned by the API.
 * - `error`: the documents would be invalid or rejected by the court of registration; generation is refused until it
 *   is fixed, and `statute` names the rule broken (e.g. `Ptk. 3:161. § (4)`).
 * - `warning`: lawful, but the lawyer should look at it (a dotted blank, a rounded share, a default chosen).
 */
export type Warning = {
  code: string;
  severity: 'error' | 'warning';
  /** Hungarian text for the lawyer; an error's text ends with the statute in brackets. */
  message: string;
  /** The field it is about, e.g. `tarsasag.ugyvezetok.0.cegjegyzesEgyuttesenCsoport`. */
  path?: string;
  /** The statute an error rests on (always set for errors), e.g. `Ptk. 3:161. § (4)`. */
  statute?: string;
};

/** The same type under the name the doors use. */
export type Finding = Warning;

/** An error finding: the message is followed by the statute, so every door prints the rule with it. */
export function legalError(code: string, statute: string, message: string, path?: string): Warning {
  return {
    code,
    severity: 'error',
    message: `${message} (${statute})`,
    statute,
    ...(path === undefined ? {} : { path }),
  };
}
