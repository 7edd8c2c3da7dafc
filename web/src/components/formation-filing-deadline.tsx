import { formatDate, type FormationFilingDeadline } from '@cegdok/engine';
import { Text } from '@mantine/core';

export const FILING_DEADLINE_TITLE = 'Benyújtási határidő';

/**
 * The formation's filing deadline (Ptk. 3:100. § (1); decision 029) as the wizard's summary and the generation page
 * show it, both from `formationFilingDeadline`: its last day, then the note (where the 30 days count from, why the
 * last day moved off a non-working day, what the program does not compute).
 */
export function FormationFilingDeadlineText({ deadline }: { deadline: FormationFilingDeadline }) {
  return (
    <>
      <Text fw={600}>{formatDate(deadline.filingDeadline)}</Text>
      <Text size="sm">{deadline.filingDeadlineNote}</Text>
    </>
  );
}
