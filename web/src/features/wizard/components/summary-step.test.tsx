import { checkRequest, formationFilingDeadline, type Finding } from '@cegdok/engine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedCompany } from '../../../api/companies.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { oneMemberCompany } from '../../../testing/one-member-company.ts';
import { VIEW_ON_COMPANY_PAGE } from '../rules/legal-error-target.ts';
import { SummaryStep } from './summary-step.tsx';

const company: SavedCompany = {
  ...oneMemberCompany,
  id: 3,
};

function renderSummary(ido: string, warnings: Finding[] = []) {
  return renderWithProviders(
    <SummaryStep
      company={company}
      lawFirm={{
        nev: 'Dr. Kiss Ügyvédi Iroda',
        szekhely: '1052 Budapest, Váci utca 2.',
        ugyvedNeve: 'Dr. Kiss',
        kasz: '',
      }}
      keltezes={{ hely: 'Budapest', ido }}
      filingDeadline={formationFilingDeadline({ keltezesIdeje: ido })}
      selectedTypes={['tarsasagi']}
      errors={[]}
      warnings={warnings}
      problems={[]}
      quota={undefined}
      onBack={() => {}}
      onOpenStep={() => {}}
      onPreview={() => {}}
    />,
  );
}

/** The section under its heading. */
async function deadlineSection() {
  const heading = await screen.findByRole('heading', { name: 'Benyújtási határidő' });
  return within(heading.parentElement!);
}

describe('the wizard summary: the registration filing deadline (Ptk. 3:100. § (1); decision 029)', () => {
  it('shows the 30th day after the articles, and says the count starts at their date', async () => {
    renderSummary('2026-11-10');
    const section = await deadlineSection();
    expect(section.getByText('2026. december 10.')).toBeInTheDocument();
    const note = section.getByText(/^A cégbejegyzési kérelmet legkésőbb 2026\.\sdecember\s10\.\snapjáig/);
    expect(note).toHaveTextContent(/az okiratok keltét \(2026\.\snovember\s10\.\) tekinti/);
    expect(note).not.toHaveTextContent('következő munkanapon');
  });

  it('shows a deadline moved off Christmas to the next working day, with the reason', async () => {
    renderSummary('2026-11-25');
    const section = await deadlineSection();
    expect(section.getByText('2026. december 28.')).toBeInTheDocument();
    expect(
      section.getByText(/munkaszüneti nap \(karácsony\), ezért a határidő a következő munkanapon/),
    ).toHaveTextContent(/Az ellenjegyzéstől számított 30\. nap \(2026\.\sdecember\s25\.\)/);
  });
});

describe('the wizard summary: each warning leads to its field (decision 082)', () => {
  it('links the countersigning lawyer’s warning to the director of his name in the company editor', async () => {
    // the company's member and director is Kiss Anna; the lawyer is dr. Kiss Anna (decision 075)
    const warnings = checkRequest(
      {
        ugyvediIroda: {
          nev: 'Dr. Kiss Ügyvédi Iroda',
          szekhely: '1052 Budapest, Váci utca 2.',
          ugyvedNeve: 'dr. Kiss Anna',
        },
        keltezesHelye: 'Budapest',
        keltezesIdeje: '2026-11-25',
        tarsasag: company,
      },
      { today: '2026-11-25' },
    ).filter((finding) => finding.code.startsWith('COUNTERSIGNING_LAWYER'));
    expect(warnings.map((warning) => warning.code)).toEqual(['COUNTERSIGNING_LAWYER_IS_DIRECTOR']);
    renderSummary('2026-11-25', warnings);
    const link = await screen.findByRole('link', { name: VIEW_ON_COMPANY_PAGE });
    expect(link).toHaveAttribute('href', '/tool/tarsasagok/3?mezo=ugyvezetok.0.nev');
    expect(link).toHaveAccessibleDescription(warnings[0]!.message);
  });
});
