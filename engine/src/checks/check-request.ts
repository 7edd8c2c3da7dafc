import { deriveModel } from '../model/derive-model.ts';
import type { DocumentRequest } from '../schema/request.ts';
import { checkActivities } from './check-activities.ts';
import { checkAge } from './check-age.ts';
import { checkCapital } from './check-capital.ts';
import { checkCountersigningLawyer } from './check-countersigning-lawyer.ts';
import { checkDates } from './check-dates.ts';
import { checkDocumentNotes } from './check-document-notes.ts';
import { checkExplainedLanguage } from './check-explained-language.ts';
import { checkStrayPunctuation } from './check-stray-punctuation.ts';
import { checkLegalEntityRecords } from './check-legal-entity-records.ts';
import { checkCompanyNameForm } from './check-company-name-form.ts';
import { checkShortName } from './check-short-name.ts';
import { checkOfficersArePersons } from './check-officers-are-persons.ts';
import { checkCompanyAsMember } from './check-company-as-member.ts';
import { checkForeignEntityMembers } from './check-foreign-entity-members.ts';
import { checkForeignName } from './check-foreign-name.ts';
import { checkInKindSubjects } from './check-in-kind-subjects.ts';
import { checkFormationFilingDeadline } from './check-formation-filing-deadline.ts';
import { checkFounders } from './check-founders.ts';
import { checkMajorityMember } from './check-majority-member.ts';
import { checkMeetingRules } from './check-meeting-rules.ts';
import { checkMissingData } from './check-missing-data.ts';
import { checkOwnershipShares } from './check-ownership-shares.ts';
import { checkPersonRecords } from './check-person-records.ts';
import { checkTaxIdBirthDates } from './check-tax-ids.ts';
import { checkPersonsListedTwice } from './check-persons-listed-twice.ts';
import { checkPlaces } from './check-places.ts';
import { checkMembersInProceedings, checkPreCompanyMembers } from './check-pre-company-members.ts';
import { checkRatios } from './check-ratios.ts';
import { checkRegistrationNumbers } from './check-registration-numbers.ts';
import { checkReviewItems } from './check-review-items.ts';
import { checkSigning } from './check-signing.ts';
import { withCapitalStart, type Warning } from './warning.ts';

export type { Finding, Warning } from './warning.ts';

/** What the doors (CLI, API, wizard) act on: any error blocks generation, warnings never do. */
export type CheckResult = { errors: Warning[]; warnings: Warning[] };

/**
 * The consistency rules of spec section 5 and the legal brief section 8, as one list: errors first, then warnings,
 * each group in the order of the rules. `today` is ISO `YYYY-MM-DD`.
 */
export function checkRequest(request: DocumentRequest, options: { today: string }): Warning[] {
  const { errors, warnings } = checkDocumentRequest(request, options);
  return [...errors, ...warnings];
}

/**
 * The single gate every door calls before it renders, stores or counts anything: `errors` (the documents would be
 * invalid or rejected; each names its statute) and `warnings` (lawful, for the lawyer to look at).
 */
export function checkDocumentRequest(request: DocumentRequest, options: { today: string }): CheckResult {
  const model = deriveModel(request);
  const company = request.tarsasag;
  const findings = [
    ...checkCapital(model, company.merlegForduloNap),
    // what the in-kind descriptions name: work, an unacknowledged claim, a share (Ptk. 3:99. § (1), 3:101. § (2) c))
    ...checkInKindSubjects(model),
    ...checkDates(model, options.today),
    // a formation only: the 30 days to file it may have run out by the day of generation (Ptk. 3:100. § (1))
    ...checkFormationFilingDeadline(request, options.today),
    ...checkAge(model),
    // one person entered twice as member or director (Ptk. 3:164. § (3), Ctv. 8. § (3))
    ...checkPersonsListedTwice(company),
    ...checkSigning(model),
    // a company as director or manager: the designated natural person is not drafted (Ptk. 3:22. § (2), 3:113. § (1))
    ...checkOfficersArePersons(company, 'tarsasag'),
    ...checkRatios(model),
    ...checkMeetingRules(company, model),
    ...checkPlaces(model),
    ...checkActivities(company),
    ...checkCompanyNameForm(company, 'tarsasag'),
    ...checkShortName(company, 'tarsasag'),
    ...checkForeignName(company, 'tarsasag'),
    ...checkMissingData(model, request.ugyvediIroda, company),
    // the countersigning lawyer among the parties (Üttv. 20. § (1), 24. § (5)–(6), 44. § (1); decision 075)
    ...checkCountersigningLawyer(request),
    ...checkOwnershipShares(company, 'tarsasag'),
    ...checkRegistrationNumbers(company, 'tarsasag'),
    // a legal-entity member still being registered: an előtársaság may not be a member (Ptk. 3:101. § (2) c))
    ...checkPreCompanyMembers(company.tagok, 'tarsasag'),
    // the company itself among its members: a founder of itself, or its own share (Ptk. 3:164. § (1), 3:174.–3:175. §)
    ...checkCompanyAsMember(company, model.registration === null ? undefined : model.registrationNumber, 'tarsasag'),
    // a founding legal entity under compulsory strike-off (Ctv. 116. § (3b)) or other proceedings (a formation only)
    ...(model.registration === null ? checkMembersInProceedings(company.tagok, 'tarsasag') : []),
    // a formation only: a registered company's member may have joined after the founding deed
    ...checkFounders(company, model.registration !== null, model.documentDate),
    ...checkReviewItems(model),
    ...checkDocumentNotes(model),
    // a formation's member of more than half of the votes, a fact of the register (Ctv. 27. § (3) a); decision 101)
    ...checkMajorityMember(model),
    // a foreign legal-entity member: the register names the authority of its register (Ctv. 30. § (2) c); decision 101)
    ...checkForeignEntityMembers(model),
    ...checkPersonRecords([{ value: request, path: '' }]),
    ...checkTaxIdBirthDates(request),
    ...checkExplainedLanguage(request, ''),
    ...checkStrayPunctuation(request),
    ...checkLegalEntityRecords([{ value: request, path: '' }]),
  ].map(withCapitalStart);
  return {
    errors: findings.filter((finding) => finding.severity === 'error'),
    warnings: findings.filter((finding) => finding.severity === 'warning'),
  };
}
