import { capitalizeFirst } from '../hu/capitalize-first.ts';

/**
 * A finding of the checks: shown by the web app, printed by the CLI, returned by the API.
 * - `error`: the documents would be invalid or rejected by the court of registration; generation is refused until it
 *   is fixed, and `statute` names the rule broken (e.g. `Ptk. 3:161. § (4)`).
 * - `warning`: lawful, but the lawyer should look at it (a dotted blank, a rounded share, a default chosen).
 */
export type Warning = {
  code: string;
  severity: 'error' | 'warning';
  /**
   * Hungarian text for the lawyer, each sentence closed by a full stop; an error's last sentence closes with the
   * statute in brackets before its stop: „… nem éri el a törvényes minimumot (Ptk. 3:161. § (4)).”
   */
  message: string;
  /** The field it is about, e.g. `tarsasag.ugyvezetok.0.cegjegyzesEgyuttesenCsoport`. */
  path?: string;
  /** The statute an error rests on (always set for errors), e.g. `Ptk. 3:161. § (4)`. */
  statute?: string;
};

/** The same type under the name the doors use. */
export type Finding = Warning;

/**
 * A closing dot that belongs to the last word and stays: an ordinal or a date („2027. március 30.”), a company form
 * („Alfa Kft.”) or a common abbreviation („stb.”, „u.”).
 */
const WORD_DOT_AT_END = /(?:\d|(?<![\p{L}\d])(?:Kft|Zrt|Nyrt|Bt|Kkt|Rt|stb|u|dr|ifj|id|özv))\.$/u;

/**
 * A text whose last sentence cites `statute` (decision 097): the bracket belongs to the sentence, so it stands before
 * the sentence's full stop, „… semmis (Ptk. 3:88. § (2)).”, the form of the findings written with their statute. A
 * dot of the last word stays before the bracket: „… napja 2027. március 30. (Ctv. 50. § (5)).”
 */
export function withStatute(message: string, statute: string): string {
  const sentence = WORD_DOT_AT_END.test(message) ? message : message.replace(/\.$/u, '');
  return `${sentence} (${statute}).`;
}

/** An error finding: the message closes with the statute, so every door prints the rule with it. */
export function legalError(code: string, statute: string, message: string, path?: string): Warning {
  return {
    code,
    severity: 'error',
    message: withStatute(message, statute),
    statute,
    ...(path === undefined ? {} : { path }),
  };
}

/** A first word written all in lower case: `dr.`, `ifj.`, `az`; not `eMAG` or `iPhone`, a name written so. */
const LOWER_CASE_FIRST_WORD = /^[\p{Ll}.]+(?=[\s\u00a0]|$)/u;

/**
 * The finding with its message opening as a sentence does (AkH.: an abbreviation at a sentence's start is
 * capitalised): a message that opens with a name typed as `dr. Kiss Anna` reads „Dr. Kiss Anna (ügyvezető) …”. A first
 * word with a capital inside it is a name written so and stays as it is.
 */
export function withCapitalStart(finding: Warning): Warning {
  return LOWER_CASE_FIRST_WORD.test(finding.message)
    ? { ...finding, message: capitalizeFirst(finding.message) }
    : finding;
}
