import type { Director } from '../schema/company.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { isSameParty } from './diff-companies.ts';

/**
 * The directors in office on a day (amendments brief 3.5, pitfall 6.4): a registered director until the day their
 * mandate ends (recall, resignation, expiry; Ptk. 3:25. §), a new one from the day they have both accepted the office
 * and started it (3:21. § (3)). A director staying on signs as the amendment makes them sign from its effective day,
 * and as registered before it.
 */
export function directorsInOffice(request: AmendmentRequest, day: string): Director[] {
  const change = request.ugyvezetoValtozas;
  const hasEnded = (director: Director) =>
    change?.megszunok.some((end) => isSameParty({ nev: end.nev }, director) && end.datum <= day) ?? false;
  const isEffective = (request.hatalyNapja ?? request.dontes.datum) <= day;
  const staying = request.korabbi.ugyvezetok
    .filter((director) => !hasEnded(director))
    .map(
      (director) =>
        (isEffective ? request.uj.ugyvezetok.find((next) => isSameParty(director, next)) : null) ?? director,
    );
  const started = request.uj.ugyvezetok.filter((director) => {
    if (request.korabbi.ugyvezetok.some((old) => isSameParty(old, director))) return false;
    const acceptance = change?.elfogadasok.find((item) => isSameParty({ nev: item.nev }, director));
    return acceptance !== undefined && acceptance.datum <= day && (director.megbizasKezdoIdopontja ?? day) <= day;
  });
  return [...staying, ...started];
}

/**
 * The directors who act for the company on a day: those in office then, or the registered ones when the request
 * leaves nobody in office (a director's acceptance not yet given; the checks report that separately), so that a
 * document never names no one.
 */
export function directorsActingOn(request: AmendmentRequest, day: string): Director[] {
  const inOffice = directorsInOffice(request, day);
  return inOffice.length > 0 ? inOffice : request.korabbi.ugyvezetok;
}
