import { describe, expect, it } from 'vitest';
import settlementsByCounty from '../../../reference-data/hu-settlement-counties.json' with { type: 'json' };
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { checkAmendment } from './check-amendment.ts';
import { COUNTY_COURT_CODES, COURTS, courtDistrictOf, seatMoveOf } from './court-districts.ts';
import { planAmendment } from './plan-amendment.ts';

const district = (address: string) => {
  const found = courtDistrictOf(address);
  return found && `${found.county} → ${found.courtCode} ${found.court}`;
};

describe('the court district of a seat', () => {
  it('maps Budapest, whatever the district, to 01 Fővárosi Törvényszék', () => {
    expect(district('1138 Budapest, Váci út 99.')).toBe('Budapest → 01 Fővárosi Törvényszék Cégbírósága');
    expect(district('Budapest XIII. kerület, Váci út 99.')).toBe('Budapest → 01 Fővárosi Törvényszék Cégbírósága');
    expect(district('1011 Budapest I., Fő utca 1.')).toBe('Budapest → 01 Fővárosi Törvényszék Cégbírósága');
  });

  it('maps a Pest county settlement to 13 Budapest Környéki Törvényszék, not to the capital', () => {
    expect(district('2040 Budaörs, Szabadság út 1.')).toBe('Pest → 13 Budapest Környéki Törvényszék Cégbírósága');
    expect(district('2000 Szentendre, Fő tér 1.')).toBe('Pest → 13 Budapest Környéki Törvényszék Cégbírósága');
  });

  it('maps other settlements through their county to the county court', () => {
    expect(district('6720 Szeged, Kárász utca 1.')).toBe('Csongrád-Csanád → 06 Szegedi Törvényszék Cégbírósága');
    expect(district('6800 Hódmezővásárhely, Kossuth tér 1.')).toBe(
      'Csongrád-Csanád → 06 Szegedi Törvényszék Cégbírósága',
    );
    expect(district('4200 Hajdúszoboszló, Szilfákalja út 8.')).toBe(
      'Hajdú-Bihar → 09 Debreceni Törvényszék Cégbírósága',
    );
    expect(district('3300 Eger, Dobó tér 1.')).toBe('Heves → 10 Egri Törvényszék Cégbírósága');
  });

  it('answers null for a settlement it does not know, or an address it cannot read: no guess', () => {
    expect(courtDistrictOf('9999 Nemlétezőfalva, Fő utca 1.')).toBeNull();
    expect(courtDistrictOf('Bp., Váci út 99.')).toBeNull();
    expect(courtDistrictOf('Váci út 99.')).toBeNull();
  });

  it('knows a court for every county of the settlement list, and every court code has a court', () => {
    expect(Object.keys(settlementsByCounty).sort()).toEqual(Object.keys(COUNTY_COURT_CODES).sort());
    for (const code of Object.values(COUNTY_COURT_CODES)) expect(COURTS[code]).toMatch(/Cégbírósága$/);
    expect(new Set(Object.values(COUNTY_COURT_CODES)).size).toBe(20);
  });
});

describe('a seat move across court districts', () => {
  const across = (from: string, to: string, registration: string) =>
    seatMoveOf(registration, from, to)?.isAcrossDistricts;

  it('is within the district inside one county or inside Budapest, across it from Budapest to Pest county', () => {
    expect(across('6720 Szeged, Kárász utca 1.', '6800 Hódmezővásárhely, Kossuth tér 1.', '06-09-000001')).toBe(false);
    expect(across('1051 Budapest, Nádor utca 1.', '1138 Budapest, Váci út 99.', '01-09-000001')).toBe(false);
    expect(across('1051 Budapest, Nádor utca 1.', '2040 Budaörs, Szabadság út 1.', '01-09-000001')).toBe(true);
    expect(across('1051 Budapest, Nádor utca 1.', '9999 Nemlétezőfalva, Fő utca 1.', '01-09-000001')).toBeNull();
    expect(seatMoveOf('01-09-000001', '1051 Budapest, Nádor utca 1.', '1051 Budapest, Nádor utca 1.')).toBeNull();
  });

  it('is no move when the seat is the same address written otherwise, even in a settlement of no known district', () => {
    expect(seatMoveOf('01-09-000001', '1066 Budapest, Teréz krt. 5.', '1066 Budapest, Teréz körút 5.')).toBeNull();
    expect(seatMoveOf('01-09-000001', '9999 Nemlétezőfalva, Fő u. 1.', '9999 Nemlétezőfalva, Fő utca 1.')).toBeNull();
    expect(across('9999 Nemlétezőfalva, Fő u. 1.', '9999 Nemlétezőfalva, Fő út 1.', '01-09-000001')).toBeNull();
  });

  const findings = (name: string, change?: (seat: string) => string) => {
    const request = loadAmendmentCase(name);
    const uj = change ? { ...request.uj, szekhely: change(request.uj.szekhely) } : request.uj;
    return checkAmendment(planAmendment({ ...request, uj }), '');
  };

  it('szekhely-mas-cegbirosag: Debrecen → Budapest warns with Ctv. 54. § (1), (3), the old court and a new Cg. number', () => {
    const plan = planAmendment(loadAmendmentCase('szekhely-mas-cegbirosag'));
    expect(plan.seatMove).toMatchObject({
      registeredCourtCode: '09',
      from: { county: 'Hajdú-Bihar', courtCode: '09' },
      to: { county: 'Budapest', courtCode: '01' },
      isAcrossDistricts: true,
    });
    const warning = findings('szekhely-mas-cegbirosag').find((finding) => finding.code === 'cegbirosag-valtozas');
    expect(warning?.severity).toBe('warning');
    expect(warning?.message).toContain('Ctv. 54. § (1), (3)');
    expect(warning?.message).toContain('a korábbi székhely szerinti Debreceni Törvényszék Cégbíróságához');
    expect(warning?.message).toContain('új, 01-09- kezdetű cégjegyzékszámot');
    expect(warning?.message).toContain('a régi cégjegyzékszám nem szerepelhet');
    expect(warning?.message).toContain('U 15');
  });

  it('szekhely-mas-cegbirosag: the lawyer is told that a pending legality-supervision procedure blocks the new seat (Ctv. 54. § (2))', () => {
    const warning = findings('szekhely-mas-cegbirosag').find((finding) => finding.code === 'cegbirosag-valtozas');
    expect(warning?.message).toContain(
      'a székhelyváltozásról a korábban benyújtott változásbejegyzési kérelmek elbírálása után dönt (Ctv. 54. § (1))',
    );
    expect(warning?.message).toContain(
      'Ha a Társasággal szemben törvényességi felügyeleti eljárás van folyamatban, az új székhely annak jogerős megszüntetéséig nem jegyezhető be, kivéve, ha az új székhely bejegyzésével az eljárás megszüntethető (Ctv. 54. § (2))',
    );
  });

  it('szekhely-azonos-cegbirosag: Debrecen → Hajdúszoboszló is another settlement in the same district: no warning', () => {
    const plan = planAmendment(loadAmendmentCase('szekhely-azonos-cegbirosag'));
    expect(plan.seatMove?.isAcrossDistricts).toBe(false);
    expect(plan.seatMove?.from?.settlement).not.toBe(plan.seatMove?.to?.settlement);
    const codes = findings('szekhely-azonos-cegbirosag').map((finding) => finding.code);
    expect(codes).not.toContain('cegbirosag-valtozas');
    expect(codes).not.toContain('cegbirosag-ismeretlen');
  });

  it('an unknown new settlement asks the lawyer to confirm the court instead of guessing', () => {
    const found = findings('szekhely-azonos-cegbirosag', () => '4299 Sehollakpuszta, Fő utca 1.');
    const note = found.find((finding) => finding.code === 'cegbirosag-ismeretlen');
    expect(note?.severity).toBe('warning');
    expect(note?.message).toContain('erősítse meg');
    expect(found.map((finding) => finding.code)).not.toContain('cegbirosag-valtozas');
  });
});
