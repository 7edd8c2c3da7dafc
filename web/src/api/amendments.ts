import type { AmendmentRequestInput, CompanyInput, Registration } from '@cegdok/engine';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { companiesQueryKey, type SavedCompany } from './companies.ts';
import { documentsQueryKey, type GeneratedDocument } from './documents.ts';

/** The registered identifiers of a company, as the lawyer reads them from a current cégkivonat. */
export type RegistrationInput = {
  cegjegyzekszam: string;
  bejegyzesDatuma: string;
  adoszam: string;
  letesitoOkiratKelte: string;
  letesitoOkiratHelye?: string;
  utolsoModositasKelte?: string;
  /** Per member of the saved company, in its order: the törzsbetét is fully paid (the register does not hold it). */
  befizetettTorzsbetetek?: boolean[];
};

export type VersionType = 'BEJEGYZETT' | 'MENTES' | 'MODOSITAS';

/** One kept state of a registered company (AMEND-API: GET /api/tarsasag/:id/versions). */
export type CompanyVersion = {
  id: number | string;
  sorszam: number;
  tipus: VersionType;
  letrehozva: string;
  letrehozo: { id: number | string | null; nev: string | null };
  alap: boolean;
  cegjegyzekszam: string | null;
  /** A `MODOSITAS` version's deed date (YYYY-MM-DD) when the amendment changed the articles; null otherwise. */
  modositasKelte: string | null;
};

export type CompanyVersionDetail = CompanyVersion & {
  tarsasag: CompanyInput;
  bejegyzes: Registration | null;
};

/** The lawyer's amendment data (the engine's amendmentDataSchema input); the server adds the registered base. */
export type AmendmentDataInput = Omit<AmendmentRequestInput, 'bejegyzes' | 'korabbi' | 'uj' | 'okirat'>;

/**
 * What the three amendment calls take: the changed state, the lawyer's amendment data and, per registered member (in
 * the registered state's order), whether the törzsbetét is fully paid (it overrides the registered state's flag).
 */
export type AmendmentBody = { uj: CompanyInput; modositas: AmendmentDataInput; befizetettTorzsbetetek?: boolean[] };

/** A change's value: a text, a list (places, other activities, holdings, members' data; one item each), or none. */
export type AmendmentChangeValue = string | string[] | null;
export type AmendmentChange = {
  type: string;
  label: string;
  before: AmendmentChangeValue;
  after: AmendmentChangeValue;
  person?: string;
};
export type AmendmentResolution = {
  number: string;
  subject: string;
  title: string;
  majority: string;
  majorityLabel: string;
  basis: string;
  passed: boolean | null;
};
export type AmendmentFinding = {
  severity: 'error' | 'warning' | 'note';
  code: string;
  path?: string;
  message: string;
  statute?: string;
};
export type PlannedAmendmentDocument = {
  id: string;
  title: string;
  fileStem: string;
  index?: number;
  isDocxOnly?: boolean;
};

/** The change summary (POST …/modositas/terv): never blocked by legal errors, it shows them. */
export type AmendmentSummary = {
  changes: AmendmentChange[];
  resolutions: AmendmentResolution[];
  findings: AmendmentFinding[];
  documents: PlannedAmendmentDocument[];
  fee: { illetek: number | null; kozzetetel: number | null; basis: string; isFilingNeeded: boolean };
  /** The last day of the filing deadline, moved off a non-working day (decision 029). */
  filingDeadline: string;
  /** Why the deadline moved and what the lawyer checks; null when nothing. */
  filingDeadlineNote: string | null;
  court: string | null;
};

const companyPath = (id: number | string) => `/api/tarsasag/${encodeURIComponent(String(id))}`;
export const versionsQueryKey = (id: number | string) => ['tarsasag', String(id), 'versions'] as const;

export function registerCompany(id: number | string, registration: RegistrationInput): Promise<SavedCompany> {
  return apiRequest(`${companyPath(id)}/bejegyzes`, { method: 'PUT', body: registration });
}

export function fetchVersions(id: number | string): Promise<CompanyVersion[]> {
  return apiRequest(`${companyPath(id)}/versions`);
}

export function fetchVersion(id: number | string, versionId: number | string): Promise<CompanyVersionDetail> {
  return apiRequest(`${companyPath(id)}/versions/${encodeURIComponent(String(versionId))}`);
}

/** The registered base state of the next amendment: the version marked `alap`, or null when there is none. */
export async function fetchBaseVersion(id: number | string): Promise<CompanyVersionDetail | null> {
  const base = (await fetchVersions(id)).find((version) => version.alap);
  return base ? fetchVersion(id, base.id) : null;
}

export function planAmendment(id: number | string, body: AmendmentBody): Promise<AmendmentSummary> {
  return apiRequest(`${companyPath(id)}/modositas/terv`, { method: 'POST', body });
}

export function fetchAmendmentHtml(
  id: number | string,
  body: AmendmentBody,
  document: PlannedAmendmentDocument,
): Promise<string> {
  const index = document.index === undefined ? '' : `/${document.index}`;
  const path = `${companyPath(id)}/modositas/html/${encodeURIComponent(document.id)}${index}`;
  return apiRequest(path, { method: 'POST', body }, 'text');
}

export function generateAmendment(
  id: number | string,
  body: AmendmentBody,
): Promise<{ documents: GeneratedDocument[] }> {
  return apiRequest(`${companyPath(id)}/modositas`, { method: 'POST', body });
}

export function useVersions(id: number | string, enabled = true) {
  return useQuery({ queryKey: versionsQueryKey(id), queryFn: () => fetchVersions(id), enabled });
}

export function useBaseVersion(id: number | string) {
  return useQuery({ queryKey: [...versionsQueryKey(id), 'alap'], queryFn: () => fetchBaseVersion(id) });
}

export function useRegisterCompany(id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: RegistrationInput) => registerCompany(id, registration),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}

export function useGenerateAmendment(id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AmendmentBody) => generateAmendment(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    },
  });
}
